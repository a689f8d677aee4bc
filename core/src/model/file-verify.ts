// The signature check of an uploaded PDF (POST /ecapi/file/verify): its query and the per-file
// verdict it answers, the same JSON `ecsign verify --format json` prints (pdf/verify/to-file-verdict.ts).
import { z } from 'zod';
import { SIGNATURE_PROBLEMS, type SignatureProblem } from '../pdf/verify/problem-codes';
import { VERDICT_REASON_TEXTS, VERDICT_TEXTS } from '../pdf/verify/verdict-texts';
import { FILE_NAME_MAX, safeName } from '../validation/safe-text';

/** Larger files are refused (413), before they are read when the length is announced. */
export const FILE_VERIFY_MAX_BYTES = 20 * 1024 * 1024;

/** A raw PDF body's name, shown in the verdict (a form's file carries its own). */
export const ZFileVerifyQuery = z.object({
  // `?name=` left empty is no name: the verdict then shows upload.pdf.
  name: z.preprocess((value) => (value === '' ? undefined : value), safeName({ max: FILE_NAME_MAX }).optional()),
});

const ZVerdict = z.enum(Object.keys(VERDICT_TEXTS) as [keyof typeof VERDICT_TEXTS]);
const ZVerdictReason = z.enum(Object.keys(VERDICT_REASON_TEXTS) as [keyof typeof VERDICT_REASON_TEXTS]);
const ZSignatureProblem = z.enum(Object.keys(SIGNATURE_PROBLEMS) as [SignatureProblem]);

export const ZSignatureVerdict = z.object({
  field: z.string(),
  signer: z.string().nullable(),
  intact: z.boolean(),
  trusted: z.boolean(),
  coverage: z.enum(['whole', 'partial']),
  uncovered: z.enum(['none', 'later-revisions', 'gap', 'after-eof']),
  modifiedAfterSigning: z.boolean(),
  level: z.enum(['B-B', 'B-T', 'B-LT', 'B-LTA']).nullable(),
  algorithm: z.string().nullable(),
  signingTime: z.string().nullable(),
  timestamp: z.string().nullable(),
  problems: z.array(ZSignatureProblem).readonly(),
  verdict: ZVerdict,
  reason: ZVerdictReason.nullable(),
});

export const ZFileVerdict = z.object({
  file: z.string(),
  status: z.enum(['valid', 'invalid', 'unsigned', 'error']),
  verdict: ZVerdict.optional(),
  reason: ZVerdictReason.nullable().optional(),
  signatures: z.array(ZSignatureVerdict).readonly(),
  error: z.string().optional(),
});
