// PAdES B-T: the RFC 3161 tokens in a signature's unsigned attributes prove the signature existed
// at their genTime. Each is checked for its imprint (the digest of the signature value), its own
// CMS signature, its TSA certificate (present, valid at genTime, chaining without a broken link)
// and reported with the TSA; the earliest valid genTime is the time the signer's chain is judged at.
// As for signers, whether the TSA is trusted (anchor, validity at genTime) is reported, not fatal.
import type { SignerInfo } from '../cms/types';
import { verifyTimeStampToken, type TimeStampVerification } from '../cms/verify-time-stamp-token';
import type { CryptoEngine } from '../crypto/types';
import type { Certificate } from '../x509/certificate';
import { evaluateTrust } from './evaluate-trust';
import { isDerSortedSet } from './is-der-sorted-set';
import { isMalformedInput } from './is-malformed-input';
import type { SignatureProblem } from './problem-codes';
import { summarizeCertificate } from './summarize-certificate';
import type { TimeStampStatus } from './types';

export interface SignatureTimeStampsCheck {
  readonly statuses: readonly TimeStampStatus[];
  readonly problems: readonly SignatureProblem[];
  /** The earliest genTime of a valid time-stamp. */
  readonly provenTime?: Date;
}

export async function checkSignatureTimeStamps(
  signerInfo: SignerInfo,
  options: {
    readonly engine: CryptoEngine;
    readonly pool: readonly Certificate[];
    readonly anchors: readonly Certificate[];
    readonly now: Date;
  },
): Promise<SignatureTimeStampsCheck> {
  const { engine } = options;
  const problems: SignatureProblem[] = [];
  // A token that did not even parse is recorded by the CMS layer as an attribute problem.
  if (signerInfo.attributeProblems.some((p) => p.startsWith('timeStampToken'))) problems.push('time-stamp-invalid');
  const statuses: TimeStampStatus[] = [];
  let provenTime: Date | undefined;
  // The imprint of a signature time-stamp is the digest of the signature value.
  const imprinted = (algorithm: Parameters<CryptoEngine['digest']>[0]) =>
    engine.digest(algorithm, signerInfo.signature);
  for (const token of signerInfo.timeStampTokens) {
    let stamp: TimeStampVerification;
    try {
      stamp = await verifyTimeStampToken(token, engine, imprinted, { extraCertificates: options.pool });
    } catch (error) {
      // A token whose CMS has no signer (or other broken structure) proves nothing.
      if (!isMalformedInput(error)) throw error;
      problems.push('time-stamp-invalid');
      continue;
    }
    const own: SignatureProblem[] = [];
    if (stamp.imprint !== 'match') own.push('time-stamp-invalid');
    if (!stamp.tsaCertificate) own.push('time-stamp-signer-missing');
    else if (!stamp.signer.intact) own.push('time-stamp-invalid');
    if (stamp.problems.includes('tsa-certificate-not-for-time-stamping')) own.push('time-stamp-key-usage');
    const tsaInfo = stamp.token.signedData.signerInfos[0];
    if (tsaInfo?.signedAttributesDer && !isDerSortedSet(tsaInfo.signedAttributesDer))
      own.push('signed-attributes-not-der');
    const trust = await evaluateTrust(stamp.tsaCertificate, {
      pool: [...stamp.token.signedData.certificates, ...options.pool],
      anchors: options.anchors,
      engine,
      at: stamp.genTime,
      now: options.now,
      signingKeyUsage: false,
    });
    if (stamp.tsaCertificate) {
      if (trust.problems.includes('certificate-chain-broken')) own.push('time-stamp-invalid');
      if (trust.result.status === 'untrusted' || !trust.result.validAtSigningTime) own.push('time-stamp-not-trusted');
    }
    const valid = !own.includes('time-stamp-invalid') && !own.includes('time-stamp-signer-missing');
    // Only a TSA certificate valid at genTime makes genTime a proven time.
    if (valid && trust.result.validAtSigningTime && (!provenTime || stamp.genTime < provenTime))
      provenTime = stamp.genTime;
    const unique = [...new Set(own)];
    problems.push(...unique);
    statuses.push(
      Object.freeze({
        genTime: stamp.genTime,
        tsa: stamp.tsaCertificate && summarizeCertificate(stamp.tsaCertificate),
        imprint: stamp.imprint,
        signature: stamp.signer.signature,
        trusted: trust.result.status === 'trusted' && trust.result.validAtSigningTime,
        valid,
        problems: Object.freeze(unique),
      }),
    );
  }
  return { statuses, problems: [...new Set(problems)], provenTime };
}
