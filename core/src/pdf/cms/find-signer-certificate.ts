// The certificate a SignerInfo names: by issuer and serial number, or by subject key identifier
// (compared with the certificate's SKI extension, or failing that with the RFC 5280 SHA-1 key id).
import { bytesEqual } from '../asn1/bytes-equal';
import type { CryptoEngine } from '../crypto/types';
import type { Certificate } from '../x509/certificate';
import { namesEqual } from '../x509/names-equal';
import type { SignerIdentifier } from './types';

/** The first of `candidates` that `sid` identifies, or undefined. */
export async function findSignerCertificate(
  sid: SignerIdentifier,
  candidates: readonly Certificate[],
  engine: CryptoEngine,
): Promise<Certificate | undefined> {
  if (sid.type === 'issuerAndSerialNumber') {
    return candidates.find((c) => c.serialNumber === sid.serialNumber && namesEqual(c.issuer, sid.issuer));
  }
  const direct = candidates.find(
    (c) => c.subjectKeyIdentifier && bytesEqual(c.subjectKeyIdentifier, sid.keyIdentifier),
  );
  if (direct) return direct;
  for (const c of candidates) {
    if (bytesEqual(await engine.digest('SHA-1', c.publicKeyInfo.publicKey), sid.keyIdentifier)) return c;
  }
  return undefined;
}
