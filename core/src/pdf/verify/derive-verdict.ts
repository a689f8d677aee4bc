// A signature's verdict in the vocabulary of ETSI EN 319 102-1: a main indication (valid = its
// TOTAL-PASSED, invalid = TOTAL-FAILED, indeterminate) and, when it is not valid, a
// sub-indication naming why, plus the problem code that decided it. The verdict is valid exactly
// when the signature passes the CI rule (intact, trusted, nothing disallowed changed after it);
// bytes that changed or a signature that cannot be correct fail it; everything that might still
// pass with more information (a trust anchor, the signer's certificate, a time-stamp that proves
// this document) is indeterminate.
import type { SignatureProblem } from './problem-codes';
import { problemEffect } from './problem-codes';
import type { SignatureStatus } from './types';

export type Verdict = 'valid' | 'invalid' | 'indeterminate';

/** ETSI EN 319 102-1 sub-indications used by this validator. */
export type VerdictReason =
  | 'FORMAT_FAILURE'
  | 'HASH_FAILURE'
  | 'SIG_CRYPTO_FAILURE'
  | 'SIG_CONSTRAINTS_FAILURE'
  | 'REVOKED'
  | 'CRYPTO_CONSTRAINTS_FAILURE'
  | 'NO_SIGNING_CERTIFICATE_FOUND'
  | 'CERTIFICATE_CHAIN_GENERAL_FAILURE'
  | 'CHAIN_CONSTRAINTS_FAILURE'
  | 'NO_CERTIFICATE_CHAIN_FOUND'
  | 'OUT_OF_BOUNDS_NO_POE'
  | 'NO_POE'
  | 'REVOKED_NO_POE';

export interface SignatureVerdict {
  readonly verdict: Verdict;
  /** Null when valid. */
  readonly reason: VerdictReason | null;
  /** The problem code behind the reason, when one is. */
  readonly problem: SignatureProblem | null;
}

const REASONS: Partial<Record<SignatureProblem, VerdictReason>> = {
  'digest-mismatch': 'HASH_FAILURE',
  'signature-invalid': 'SIG_CRYPTO_FAILURE',
  'signer-key-mismatch': 'SIG_CRYPTO_FAILURE',
  'digest-algorithm-unsupported': 'CRYPTO_CONSTRAINTS_FAILURE',
  'digest-algorithm-invalid': 'CRYPTO_CONSTRAINTS_FAILURE',
  'signature-algorithm-unsupported': 'CRYPTO_CONSTRAINTS_FAILURE',
  'algorithm-constraint': 'CRYPTO_CONSTRAINTS_FAILURE',
  // Changes after signing that its permissions do not allow break the signature's constraints.
  'modified-after-signing': 'SIG_CONSTRAINTS_FAILURE',
  'signer-certificate-missing': 'NO_SIGNING_CERTIFICATE_FOUND',
  'signer-not-identified': 'NO_SIGNING_CERTIFICATE_FOUND',
  'signing-certificate-mismatch': 'NO_SIGNING_CERTIFICATE_FOUND',
  'signing-certificate-issuer-serial-mismatch': 'NO_SIGNING_CERTIFICATE_FOUND',
  'certificate-chain-broken': 'CERTIFICATE_CHAIN_GENERAL_FAILURE',
  'key-usage-not-signing': 'CHAIN_CONSTRAINTS_FAILURE',
  // A time-stamp that proves nothing leaves the time it should prove without proof of existence.
  'time-stamp-imprint-mismatch': 'NO_POE',
  'time-stamp-invalid': 'NO_POE',
  'time-stamp-signer-missing': 'NO_POE',
  'certificate-not-trusted': 'NO_CERTIFICATE_CHAIN_FOUND',
  'certificate-revoked': 'REVOKED',
  'certificate-revoked-no-poe': 'REVOKED_NO_POE',
  'certificate-not-valid-at-signing-time': 'OUT_OF_BOUNDS_NO_POE',
};

/** The first problem with the given effects, in the report's order, and its reason. */
function decide(status: SignatureStatus, verdict: Verdict, effects: readonly string[]): SignatureVerdict | undefined {
  const problem = status.problems.find((p) => effects.includes(problemEffect(p)));
  if (!problem) return undefined;
  return { verdict, reason: REASONS[problem] ?? 'FORMAT_FAILURE', problem };
}

export function deriveVerdict(status: SignatureStatus): SignatureVerdict {
  const failed = decide(status, 'invalid', ['tampered']) ?? decide(status, 'invalid', ['invalid', 'modified']);
  if (failed) return failed;
  const unsure = decide(status, 'indeterminate', ['indeterminate']);
  if (unsure) return unsure;
  if (status.intact && status.trusted && !status.modifiedAfterSigning && status.bottomLine === 'valid')
    return { verdict: 'valid', reason: null, problem: null };
  // Intact but not trusted: the chain reaches no anchor, or a certificate was out of its validity.
  const trust = status.problems.find(
    (p) => p === 'certificate-not-valid-at-signing-time' || p === 'certificate-not-trusted',
  );
  if (trust) return { verdict: 'indeterminate', reason: REASONS[trust]!, problem: trust };
  return {
    verdict: 'indeterminate',
    reason: status.trusted ? 'FORMAT_FAILURE' : 'NO_CERTIFICATE_CHAIN_FOUND',
    problem: null,
  };
}
