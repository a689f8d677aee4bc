// The RFC 5280 reason a revocation is published with. Verification revokes with its own words
// (SUPERSEDED when a subject is verified again, VERIFICATION_CANCELLED when a person cancels);
// platform staff choose an RFC 5280 reason directly.
import { CRL_REASONS, type CrlReason } from '@ecsign/core/pdf';

const VERIFICATION_REASONS: Readonly<Record<string, CrlReason>> = {
  SUPERSEDED: 'superseded',
  VERIFICATION_CANCELLED: 'cessationOfOperation',
};

export function crlReasonFor(reason: string): CrlReason {
  if (VERIFICATION_REASONS[reason]) return VERIFICATION_REASONS[reason];
  return (CRL_REASONS as readonly (string | undefined)[]).includes(reason) ? (reason as CrlReason) : 'unspecified';
}
