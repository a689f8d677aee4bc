// The open check of a completed contract by its verification code (spec item R-verify): no login.
//   GET  contract/verify?code=…                         → ZContractVerifyReply
//   POST contract/verify/file?code=…  raw PDF bytes     → ZContractCopyCheckReply
import { z } from 'zod';
import { safeText } from '../../validation/safe-text';

/** The code on the certificate of completion: 16 characters of Crockford base32, shown in groups. */
export const ZVerificationCode = safeText({ max: 40, trim: false })
  .transform((text) => text.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-HJKMNP-TV-Z]{16}$/, 'Expected the 16-character verification code'));

export const ZContractVerifyQuery = z.object({ code: ZVerificationCode });

export const ZContractVerifyReply = z.object({
  taskName: z.string(),
  taskNo: z.string(),
  initiatorEnterprise: z.string().nullable(),
  completedAt: z.string(),
  documents: z.array(z.object({ name: z.string(), sha256: z.string() })),
  signers: z.array(
    z.object({
      name: z.string(),
      enterpriseName: z.string().nullable(),
      signedAt: z.string(),
    }),
  ),
  /** The contract's entry in the hash-chained evidence log. */
  evidence: z.object({ sequence: z.number().int(), entryHash: z.string(), previousHash: z.string() }),
});
export type TContractVerifyReply = z.infer<typeof ZContractVerifyReply>;

export const ZContractCopyCheckReply = z.object({
  /** True when the uploaded bytes are exactly one of the contract's final documents. */
  matches: z.boolean(),
  sha256: z.string(),
  documentName: z.string().nullable(),
});
export type TContractCopyCheckReply = z.infer<typeof ZContractCopyCheckReply>;
