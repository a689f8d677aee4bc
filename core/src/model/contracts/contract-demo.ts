// The open demo of /demo: a visitor without an account signs a sample contract with a
// drawn signature and downloads the result, signed by the platform's demo certificate (outside
// the platform's trust chain, so a validator reports it intact but untrusted). Nothing is stored.
//   GET  contract/demo/sample                  → the sample PDF (application/pdf), no login
//   GET  contract/demo/info                    → ZDemoInfo, no login
//   POST contract/demo/sign  ZDemoSignRequest  → the signed PDF (application/pdf), no login, rate-limited
import { z } from 'zod';
import { safeText } from '../../validation/safe-text';

/** Where the drawn signature goes on the sample, in PDF points (origin bottom-left). */
export const ZDemoInfo = z.object({
  documentName: z.string(),
  position: z.object({
    page: z.number().int().min(1),
    x: z.number(),
    y: z.number(),
    width: z.number().positive(),
    height: z.number().positive(),
  }),
  /** Subject of the demo certificate the server signs with. */
  certificateSubject: z.string(),
});
export type TDemoInfo = z.infer<typeof ZDemoInfo>;

/** A PNG as a data: URL, at most about 512 KB of base64. */
export const ZDemoSignatureImage = safeText({ max: 700_000, trim: false }).regex(
  /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/,
  'Expected a PNG data: URL',
);

export const ZDemoSignRequest = z.object({
  /** Printed under the signature; the visitor's name or a nickname. */
  name: safeText({ max: 20 }).min(1),
  signatureImage: ZDemoSignatureImage,
});
export type TDemoSignRequest = z.infer<typeof ZDemoSignRequest>;
