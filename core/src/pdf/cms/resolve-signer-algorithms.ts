// The algorithm checks of a SignerInfo before any cryptography: is the digest one we compute and
// really a digest, is the signature algorithm known, do the two fit together (RFC 8419 for EdDSA).
import { oidName } from '../asn1/oids';
import { DIGESTS, RECOGNISED_UNSUPPORTED_DIGESTS, digestAlgorithmFromOid } from '../crypto/digest-algorithms';
import { signatureAlgorithmFromIdentifier } from '../crypto/signature-algorithm-from-identifier';
import type { DigestAlgorithm, SignatureAlgorithm } from '../crypto/types';
import type { SignerInfoProblem } from './signer-info-verification';
import type { SignerInfo } from './types';

export interface ResolvedAlgorithms {
  readonly digest?: DigestAlgorithm;
  readonly signature?: SignatureAlgorithm;
  readonly problems: SignerInfoProblem[];
}

/** Resolves both algorithms of `signerInfo`, listing what stops verification. */
export function resolveSignerAlgorithms(signerInfo: SignerInfo): ResolvedAlgorithms {
  const problems: SignerInfoProblem[] = [];
  const digestOid = signerInfo.digestAlgorithm.oid;
  const digest = digestAlgorithmFromOid(digestOid);
  if (!digest) {
    const isSignatureOid = signatureAlgorithmFromIdentifier({ oid: digestOid }, 'SHA-256').ok;
    const isKnownNonDigest = !RECOGNISED_UNSUPPORTED_DIGESTS.has(digestOid) && oidName(digestOid) !== undefined;
    if (isSignatureOid || isKnownNonDigest) problems.push('digest-algorithm-invalid');
    else if (RECOGNISED_UNSUPPORTED_DIGESTS.has(digestOid)) problems.push('digest-algorithm-unsupported');
    else problems.push('digest-algorithm-unknown');
  }
  if (digest === 'SHA-1') problems.push('weak-digest-algorithm');
  const resolution = signatureAlgorithmFromIdentifier(signerInfo.signatureAlgorithm, digest);
  let signature: SignatureAlgorithm | undefined;
  if (resolution.ok) signature = resolution.algorithm;
  else if (digest || resolution.reason !== 'unsupported') {
    problems.push(`signature-algorithm-${resolution.reason}` as SignerInfoProblem);
  }
  // RFC 8419 §3: with signed attributes, Ed25519 digests with SHA-512 and Ed448 with SHAKE256.
  const sigOid = signerInfo.signatureAlgorithm.oid;
  if (oidName(sigOid) === 'ed25519' && digestOid !== DIGESTS['SHA-512'].oid) problems.push('algorithm-constraint');
  if (oidName(sigOid) === 'ed448' && !['shake256', 'shake256len'].includes(oidName(digestOid) ?? '')) {
    problems.push('algorithm-constraint');
  }
  return { digest, signature, problems };
}
