// How many bytes to reserve for the CMS in /Contents. Too little costs a second pass (and, at
// B-T, a second time-stamp request); too much only costs zeros, so the estimate errs high.
import type { Certificate } from '../x509/certificate';

export interface ContentsEstimate {
  readonly certificates: readonly Certificate[];
  readonly keySize: number;
  readonly keyType: string | undefined;
  readonly timeStamped: boolean;
}

/** A token from a TSA that embeds its certificate and one CA: typically 3–6 KB. */
const TIME_STAMP_ALLOWANCE = 8192;
/** SignedData/SignerInfo structure and the signed attributes (ESS signing-certificate-v2 …). */
const STRUCTURE_ALLOWANCE = 1536;

export function estimateContentsSize(estimate: ContentsEstimate): number {
  const certificates = estimate.certificates.reduce((sum, c) => sum + c.der.length, 0);
  const signature =
    estimate.keyType === 'RSA' ? Math.ceil(estimate.keySize / 8) : 2 * Math.ceil(estimate.keySize / 8) + 9;
  return certificates + signature + STRUCTURE_ALLOWANCE + (estimate.timeStamped ? TIME_STAMP_ALLOWANCE : 0);
}
