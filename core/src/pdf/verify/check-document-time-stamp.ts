// Integrity of a document time-stamp (SubFilter ETSI.RFC3161, PAdES B-LTA): /Contents is an RFC
// 3161 token whose message imprint is the digest of the signed bytes, signed by the TSA.
import { parseTimeStampToken } from '../cms/parse-signed-data';
import type { TimeStampToken } from '../cms/types';
import { verifyTimeStampToken, type TimeStampVerification } from '../cms/verify-time-stamp-token';
import type { CryptoEngine } from '../crypto/types';
import type { Certificate } from '../x509/certificate';
import { isEmptyContents, type CmsSignatureCheck } from './check-cms-signature';
import type { ByteRangeDigest } from './create-byte-range-digest';
import { isDerSortedSet } from './is-der-sorted-set';
import { isMalformedInput } from './is-malformed-input';
import { mapSignerInfoProblems } from './map-signer-info-problems';
import type { SignatureProblem } from './problem-codes';

export interface DocumentTimeStampCheck extends CmsSignatureCheck {
  readonly token?: TimeStampToken;
  readonly stamp?: TimeStampVerification;
}

export async function checkDocumentTimeStamp(options: {
  readonly contents: Uint8Array | undefined;
  readonly digest: ByteRangeDigest | undefined;
  readonly engine: CryptoEngine;
  readonly extraCertificates: readonly Certificate[];
}): Promise<DocumentTimeStampCheck> {
  const none = { digest: 'not-checked', signature: 'not-checked', signingCertificate: 'not-checked' } as const;
  if (isEmptyContents(options.contents)) return { ...none, problems: ['contents-empty'] };
  let token: TimeStampToken;
  try {
    token = parseTimeStampToken(options.contents!);
  } catch {
    return { ...none, problems: ['cms-malformed'] };
  }
  let stamp: TimeStampVerification;
  try {
    stamp = await verifyTimeStampToken(token, options.engine, options.digest, {
      extraCertificates: options.extraCertificates,
    });
  } catch (error) {
    if (!isMalformedInput(error)) throw error;
    return { ...none, token, problems: ['cms-malformed'] };
  }
  const problems: SignatureProblem[] = mapSignerInfoProblems(stamp.signer.problems);
  // A token whose imprint is another digest (one copied from another document) proves nothing
  // about this one, but it does not show that this document changed either: a change to bytes a
  // signature covers is that signature's digest mismatch, and a later structural change is found
  // by the modification analysis. So the time-stamp is indeterminate, not tampered.
  if (stamp.imprint === 'mismatch') problems.push('time-stamp-imprint-mismatch');
  if (stamp.imprint === 'unsupported') problems.push('digest-algorithm-unsupported');
  if (stamp.problems.includes('tsa-certificate-not-for-time-stamping')) problems.push('time-stamp-key-usage');
  const signerInfo = token.signedData.signerInfos[0];
  if (signerInfo?.signedAttributesDer && !isDerSortedSet(signerInfo.signedAttributesDer))
    problems.push('signed-attributes-not-der');
  return {
    token,
    stamp,
    signedData: token.signedData,
    signerInfo,
    verification: stamp.signer,
    digest: stamp.imprint === 'match' || stamp.imprint === 'mismatch' ? stamp.imprint : 'not-checked',
    signature: stamp.signer.signature,
    signingCertificate: stamp.signer.signingCertificate,
    problems: [...new Set(problems)],
  };
}
