// The signature validator of @ecsign/core/pdf: verifyPdf and its frozen report, the problem codes
// with their effect on the bottom line, and the texts every app shows for them.
export { verifyPdf, type VerifyPdfOptions } from './verify-pdf';
export { PdfVerificationError, isPdfVerificationError } from './pdf-verification-error';
export type { CertificateInput } from './to-certificates';
export { SIGNATURE_PROBLEMS, problemEffect, type ProblemEffect, type SignatureProblem } from './problem-codes';
export { BOTTOM_LINE_TEXTS, PROBLEM_TEXTS } from './problem-texts';
export { VERDICT_REASON_TEXTS, VERDICT_TEXTS, verdictLine } from './verdict-texts';
export { deriveVerdict, type SignatureVerdict, type Verdict, type VerdictReason } from './derive-verdict';
export {
  errorVerdict,
  filledSignatures,
  signaturePasses,
  toFileVerdict,
  toSignatureVerdict,
  type TFileStatus,
  type TFileVerdict,
  type TSignatureVerdict,
} from './to-file-verdict';
export type {
  BottomLine,
  ByteRangeStatus,
  CertificateSummary,
  ChangeCategory,
  DocumentEncryption,
  DocumentLtv,
  DocumentSummary,
  Modification,
  PdfVerificationReport,
  SignatureIntegrity,
  SignatureKind,
  SignatureLtv,
  SignatureStatus,
  TimeStampStatus,
  TrustResult,
  TrustStatus,
} from './types';
// PadesLevel ('B-B' | 'B-T' | 'B-LT' | 'B-LTA') is the signing engine's type of the same name.
