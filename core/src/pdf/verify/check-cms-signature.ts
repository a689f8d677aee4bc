// Integrity of an approval or certification signature: /Contents parsed as CMS, the SubFilter's
// rules (detached content for adbe.pkcs7.detached and ETSI.CAdES.detached; for adbe.pkcs7.sha1 the
// SHA-1 digest of the signed bytes as encapsulated content), then the CMS layer's check of the
// message digest, signature and ESS binding against the digest of the signed bytes.
import type { SignedData, SignerInfo } from '../cms/types';
import { parseSignedData } from '../cms/parse-signed-data';
import type { SignerInfoVerification } from '../cms/signer-info-verification';
import { verifySignerInfo } from '../cms/verify-signer-info';
import { bytesEqual } from '../asn1/bytes-equal';
import type { CryptoEngine } from '../crypto/types';
import type { Certificate } from '../x509/certificate';
import type { ByteRangeDigest } from './create-byte-range-digest';
import { isDerSortedSet } from './is-der-sorted-set';
import { isMalformedInput } from './is-malformed-input';
import { mapSignerInfoProblems } from './map-signer-info-problems';
import type { SignatureProblem } from './problem-codes';
import type { SignatureIntegrity } from './types';

export interface CmsSignatureCheck {
  readonly signedData?: SignedData;
  readonly signerInfo?: SignerInfo;
  readonly verification?: SignerInfoVerification;
  readonly digest: SignatureIntegrity['digest'];
  readonly signature: SignatureIntegrity['signature'];
  readonly signingCertificate: SignatureIntegrity['signingCertificate'];
  readonly problems: readonly SignatureProblem[];
}

export interface CheckCmsSignatureOptions {
  readonly contents: Uint8Array | undefined;
  readonly subFilter: string | undefined;
  /** Undefined when the byte ranges cannot be hashed (a broken /ByteRange). */
  readonly digest: ByteRangeDigest | undefined;
  readonly engine: CryptoEngine;
  readonly extraCertificates: readonly Certificate[];
}

const DETACHED = new Set(['adbe.pkcs7.detached', 'ETSI.CAdES.detached']);
const UNSUPPORTED = new Set(['adbe.x509.rsa_sha1']);

export const isEmptyContents = (contents: Uint8Array | undefined): boolean =>
  !contents || contents.length === 0 || contents.every((b) => b === 0);

const failed = (problem: SignatureProblem, signedData?: SignedData): CmsSignatureCheck => ({
  signedData,
  digest: 'not-checked',
  signature: 'not-checked',
  signingCertificate: 'not-checked',
  problems: [problem],
});

export async function checkCmsSignature(options: CheckCmsSignatureOptions): Promise<CmsSignatureCheck> {
  const { contents, subFilter, digest, engine } = options;
  if (subFilter && UNSUPPORTED.has(subFilter)) return failed('sub-filter-unsupported');
  if (isEmptyContents(contents)) return failed('contents-empty');
  let signedData: SignedData;
  try {
    signedData = parseSignedData(contents!);
  } catch {
    return failed('cms-malformed');
  }
  const signerInfo = signedData.signerInfos[0];
  if (!signerInfo) return failed('cms-malformed', signedData);
  const problems: SignatureProblem[] = [];
  const sha1 = subFilter === 'adbe.pkcs7.sha1';
  const encapsulated = signedData.encapsulatedContent;
  // Detached signatures sign the byte ranges; encapsulated content means they sign something else.
  const contentMisplaced = sha1 ? !encapsulated : encapsulated !== undefined && (!subFilter || DETACHED.has(subFilter));
  if (contentMisplaced) problems.push(sha1 ? 'content-missing' : 'content-not-detached');
  let verification: SignerInfoVerification;
  try {
    verification = await verifySignerInfo(signedData, engine, contentMisplaced || sha1 ? undefined : digest, {
      extraCertificates: options.extraCertificates,
    });
  } catch (error) {
    if (!isMalformedInput(error)) throw error;
    return failed('cms-malformed', signedData);
  }
  const mapped = mapSignerInfoProblems(verification.problems);
  // With the content in the wrong place, digest and signature outcomes say nothing about the PDF.
  problems.push(
    ...(contentMisplaced ? mapped.filter((p) => p !== 'digest-mismatch' && p !== 'signature-invalid') : mapped),
  );
  if (signerInfo.signedAttributesDer && !isDerSortedSet(signerInfo.signedAttributesDer))
    problems.push('signed-attributes-not-der');

  // With the content misplaced the digest stays unchecked.
  let digestOutcome: SignatureIntegrity['digest'] = 'not-checked';
  if (contentMisplaced) {
    // nothing to compare
  } else if (sha1) {
    // adbe.pkcs7.sha1: the encapsulated content is the SHA-1 digest of the signed bytes.
    if (digest) digestOutcome = bytesEqual(encapsulated!, await digest('SHA-1')) ? 'match' : 'mismatch';
    if (verification.messageDigest === 'mismatch') digestOutcome = 'mismatch';
    if (digestOutcome === 'mismatch' && !problems.includes('digest-mismatch')) problems.push('digest-mismatch');
  } else if (verification.messageDigest === 'match' || verification.messageDigest === 'mismatch') {
    digestOutcome = verification.messageDigest;
  } else if (verification.messageDigest === 'absent' && digest) {
    // Without signed attributes the signature itself is over the document digest.
    digestOutcome =
      verification.signature === 'valid' ? 'match' : verification.signature === 'invalid' ? 'mismatch' : 'not-checked';
  }
  return {
    signedData,
    signerInfo,
    verification,
    digest: digestOutcome,
    signature: verification.signature,
    signingCertificate: verification.signingCertificate,
    problems: [...new Set(problems)],
  };
}
