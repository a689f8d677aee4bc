// Trust in a signer (or TSA) certificate: the path to an anchor, every certificate of it valid at
// the time that matters (the time-stamp's, else the claimed signing time), the signer's key usage,
// and whether it has expired since. Expired-now is only reported: a certificate valid when it
// signed keeps its signatures valid.
import type { CryptoEngine } from '../crypto/types';
import type { Certificate } from '../x509/certificate';
import { buildCertificatePath } from './build-certificate-path';
import { checkRevocation, type ParsedRevocation } from './check-revocation';
import type { SignatureProblem } from './problem-codes';
import { summarizeCertificate } from './summarize-certificate';
import type { TrustResult } from './types';

export interface TrustEvaluation {
  readonly result: TrustResult;
  readonly problems: readonly SignatureProblem[];
}

export interface EvaluateTrustOptions {
  readonly pool: readonly Certificate[];
  readonly anchors: readonly Certificate[];
  readonly engine: CryptoEngine;
  /** When the certificates had to be valid. */
  readonly at: Date;
  readonly now: Date;
  /** Check that the key may make signatures (signers; not TSAs, whose EKU is checked elsewhere). */
  readonly signingKeyUsage: boolean;
  /** CRLs and OCSP responses the document carries; none when omitted. */
  readonly revocation?: ParsedRevocation;
  /** A time-stamp proves `at` (else it is only claimed). */
  readonly atProven?: boolean;
}

const validAt = (c: Certificate, at: Date) =>
  c.notBefore.getTime() <= at.getTime() && at.getTime() <= c.notAfter.getTime();

export async function evaluateTrust(
  certificate: Certificate | undefined,
  options: EvaluateTrustOptions,
): Promise<TrustEvaluation> {
  const { at, now } = options;
  if (!certificate) {
    const result = {
      status: 'signer-missing',
      chain: [],
      validationTime: at,
      validAtSigningTime: false,
      expiredNow: false,
    } as const;
    return { result: Object.freeze(result), problems: [] };
  }
  const path = await buildCertificatePath(certificate, options.pool, options.anchors, options.engine);
  const problems: SignatureProblem[] = [];
  if (path.status === 'chain-broken') problems.push('certificate-chain-broken');
  if (path.status === 'untrusted') problems.push('certificate-not-trusted');
  const validAtSigningTime = path.chain.every((c) => validAt(c, at));
  if (!validAtSigningTime) problems.push('certificate-not-valid-at-signing-time');
  const expiredNow = certificate.notAfter.getTime() < now.getTime();
  if (expiredNow && validAtSigningTime) problems.push('certificate-expired-now');
  const usage = certificate.keyUsage;
  if (options.signingKeyUsage && usage && !usage.includes('digitalSignature') && !usage.includes('nonRepudiation')) {
    problems.push('key-usage-not-signing');
  }
  const revocation = options.revocation
    ? await checkRevocation(path.chain, options.revocation, {
        engine: options.engine,
        at,
        proven: options.atProven === true,
      })
    : { problems: [] };
  problems.push(...revocation.problems);
  const result: TrustResult = {
    ...(revocation.revokedAt ? { revokedAt: revocation.revokedAt } : {}),
    status: path.status,
    chain: Object.freeze(path.chain.map(summarizeCertificate)),
    validationTime: at,
    validAtSigningTime,
    expiredNow,
  };
  return { result: Object.freeze(result), problems };
}
