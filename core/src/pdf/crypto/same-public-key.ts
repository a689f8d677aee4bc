// Whether two SubjectPublicKeyInfos hold the same key, whatever their encoding (RSA keys tagged
// rsaEncryption or RSASSA-PSS, EC points compressed or not): pairing a PKCS#12 key with its
// certificate, and refusing to sign with a key that does not match the signer certificate.
import { bytesEqual } from '../asn1/bytes-equal';
import { CURVES } from './ec-curves';
import { decodePoint } from './ec-point-codec';
import { parsePublicKeyInfo, type PublicKeyInfo } from './parse-public-key-info';

const info = (k: Uint8Array | PublicKeyInfo): PublicKeyInfo => (k instanceof Uint8Array ? parsePublicKeyInfo(k) : k);

/** True when `a` and `b` are the same public key. */
export function samePublicKey(a: Uint8Array | PublicKeyInfo, b: Uint8Array | PublicKeyInfo): boolean {
  const x = info(a);
  const y = info(b);
  if (x.keyType !== y.keyType || x.curve !== y.curve) return false;
  if (x.rsa && y.rsa) return x.rsa.n === y.rsa.n && x.rsa.e === y.rsa.e;
  if (x.keyType === 'EC' && x.curve) {
    try {
      const p = decodePoint(CURVES[x.curve], x.publicKey);
      const q = decodePoint(CURVES[x.curve], y.publicKey);
      return p.x === q.x && p.y === q.y;
    } catch {
      return false;
    }
  }
  return bytesEqual(x.publicKey, y.publicKey);
}
