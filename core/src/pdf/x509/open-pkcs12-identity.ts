// A signing identity from a PKCS#12 file: the key, its certificate and the rest of the chain —
// what `ecsign sign --p12 KEY.p12 --pin` needs. The certificate is the one whose public key is
// the key's (checked through the engine's import), not merely the first in the file.
import { samePublicKey } from '../crypto/same-public-key';
import type { CryptoEngine, PrivateKeyHandle } from '../crypto/types';
import type { Certificate } from './certificate';
import { parseCertificate } from './parse-certificate';
import { parsePkcs12 } from './parse-pkcs12';
import { Pkcs12Error } from './pkcs12-error';

export interface Pkcs12Identity {
  readonly privateKey: PrivateKeyHandle;
  /** The key as PKCS#8 DER (for re-import into another engine or a keystore). */
  readonly pkcs8: Uint8Array;
  readonly certificate: Certificate;
  /** The other certificates of the file (issuing CAs, root), in file order. */
  readonly chain: readonly Certificate[];
}

/** Opens the file and pairs its first usable key with its certificate. */
export async function openPkcs12Identity(
  der: Uint8Array,
  password: string,
  engine: CryptoEngine,
): Promise<Pkcs12Identity> {
  const contents = parsePkcs12(der, password);
  const certificates = contents.certificates.map((c) => parseCertificate(c.der));
  for (const key of contents.keys) {
    const privateKey = await engine.importPrivateKey(key.der);
    const index = certificates.findIndex((c) => samePublicKey(c.publicKeyInfo, privateKey.publicKey));
    if (index < 0) continue;
    const chain = certificates.filter((_, i) => i !== index);
    return Object.freeze({
      privateKey,
      pkcs8: key.der,
      certificate: certificates[index]!,
      chain: Object.freeze(chain),
    });
  }
  throw new Pkcs12Error('malformed', 'the PKCS#12 file has no private key with a matching certificate');
}
