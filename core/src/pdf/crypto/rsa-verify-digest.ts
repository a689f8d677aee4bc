// RSA verification over a digest that is already computed (RFC 8017 §8.2.2 and §9.1.2), for CMS
// signer infos without signed attributes and for PSS with an MGF1 hash WebCrypto cannot express.
import { derSequence } from '../asn1/der-encode';
import { derNull, derOctetString, derOid } from '../asn1/der-encode-values';
import { bytesEqual } from '../asn1/bytes-equal';
import { concatBytes } from '../asn1/concat-bytes';
import { bigIntToBytes, bitLength, bytesToBigInt, modPow } from './big-integer';
import { DIGESTS } from './digest-algorithms';
import type { DigestAlgorithm } from './types';

type RsaKey = { readonly n: bigint; readonly e: bigint };
type Hash = (algorithm: DigestAlgorithm, data: Uint8Array) => Promise<Uint8Array>;

/** s^e mod n as `length` octets, or undefined when the signature is out of range. */
function rsaPublic(key: RsaKey, signature: Uint8Array, length: number): Uint8Array | undefined {
  const s = bytesToBigInt(signature);
  if (s >= key.n) return undefined;
  const m = modPow(s, key.e, key.n);
  return m < 1n << BigInt(length * 8) ? bigIntToBytes(m, length) : undefined;
}

/** PKCS#1 v1.5: the decrypted block must equal 00 01 FF…FF 00 DigestInfo (with or without NULL). */
export function rsaPkcs1VerifyDigest(key: RsaKey, hash: DigestAlgorithm, digest: Uint8Array, sig: Uint8Array): boolean {
  const k = Math.ceil(bitLength(key.n) / 8);
  if (sig.length !== k) return false;
  const em = rsaPublic(key, sig, k);
  if (!em) return false;
  const oid = derOid(DIGESTS[hash].oid);
  return [derSequence(oid, derNull()), derSequence(oid)].some((algorithm) => {
    const t = derSequence(algorithm, derOctetString(digest));
    if (k < t.length + 11) return false;
    const expected = new Uint8Array(k).fill(0xff);
    expected[0] = 0;
    expected[1] = 1;
    expected[k - t.length - 1] = 0;
    expected.set(t, k - t.length);
    return bytesEqual(em, expected);
  });
}

async function mgf1(hashFn: Hash, hash: DigestAlgorithm, seed: Uint8Array, length: number): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for (let counter = 0, got = 0; got < length; counter++) {
    const c = Uint8Array.of(counter >>> 24, (counter >>> 16) & 0xff, (counter >>> 8) & 0xff, counter & 0xff);
    const block = await hashFn(hash, concatBytes([seed, c]));
    parts.push(block);
    got += block.length;
  }
  return concatBytes(parts).subarray(0, length);
}

/** EMSA-PSS-VERIFY with MGF1; `saltLength` as declared by the signature's parameters. */
export async function rsaPssVerifyDigest(
  key: RsaKey,
  options: { hash: DigestAlgorithm; mgfHash: DigestAlgorithm; saltLength: number },
  digest: Uint8Array,
  sig: Uint8Array,
  hashFn: Hash,
): Promise<boolean> {
  const modBits = bitLength(key.n);
  const emBits = modBits - 1;
  const emLen = Math.ceil(emBits / 8);
  const hLen = DIGESTS[options.hash].length;
  const sLen = options.saltLength;
  if (sig.length !== Math.ceil(modBits / 8) || digest.length !== hLen || emLen < hLen + sLen + 2) return false;
  const em = rsaPublic(key, sig, emLen);
  if (!em || em[emLen - 1] !== 0xbc) return false;
  const maskedDb = em.subarray(0, emLen - hLen - 1);
  const h = em.subarray(emLen - hLen - 1, emLen - 1);
  const topMask = 0xff >> (8 * emLen - emBits);
  if ((maskedDb[0]! & ~topMask) !== 0) return false;
  const dbMask = await mgf1(hashFn, options.mgfHash, h, maskedDb.length);
  const db = maskedDb.map((b, i) => b ^ dbMask[i]!);
  db[0]! &= topMask;
  const psLen = emLen - hLen - sLen - 2;
  for (let i = 0; i < psLen; i++) if (db[i] !== 0) return false;
  if (db[psLen] !== 1) return false;
  const salt = db.subarray(db.length - sLen);
  const hPrime = await hashFn(options.hash, concatBytes([new Uint8Array(8), digest, salt]));
  return bytesEqual(h, hPrime);
}
