export { VerifyReport } from './verify-report';
export type { TSignatureExtra } from './signature-report';
export type { TVerifyReport } from './verify-report-model';
