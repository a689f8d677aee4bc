// Certificate fingerprints, shown to users deciding whether to trust a root and used as keys when
// de-duplicating certificates gathered from CMS, DSS and trust stores.
import { toHex } from '../asn1/hex';
import type { CryptoEngine, DigestAlgorithm } from '../crypto/types';
import type { Certificate } from './certificate';

/** Lower-case hex digest (SHA-256 unless told otherwise) of the certificate's DER. */
export async function certificateFingerprint(
  certificate: Certificate | Uint8Array,
  engine: CryptoEngine,
  algorithm: DigestAlgorithm = 'SHA-256',
): Promise<string> {
  const der = certificate instanceof Uint8Array ? certificate : certificate.der;
  return toHex(await engine.digest(algorithm, der));
}
