// PAdES B-T: the signature time-stamp tokens of a signer info time-stamp its signature value.
import type { CryptoEngine } from '../crypto/types';
import type { Certificate } from '../x509/certificate';
import type { SignerInfo } from './types';
import { verifyTimeStampToken, type TimeStampVerification } from './verify-time-stamp-token';

/** Verifies every signature time-stamp of `signerInfo` against its signature value. */
export function verifySignatureTimeStamps(
  signerInfo: SignerInfo,
  engine: CryptoEngine,
  extraCertificates?: readonly Certificate[],
): Promise<TimeStampVerification[]> {
  const imprinted = (alg: Parameters<CryptoEngine['digest']>[0]) => engine.digest(alg, signerInfo.signature);
  return Promise.all(
    signerInfo.timeStampTokens.map((token) => verifyTimeStampToken(token, engine, imprinted, { extraCertificates })),
  );
}
