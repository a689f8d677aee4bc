// ECDSA/SM2 signature encodings: X.509 and CMS carry DER ECDSA-Sig-Value SEQUENCE { r, s },
// WebCrypto produces and expects the fixed-width concatenation r || s.
import { parseDer } from '../asn1/parse-der';
import { childAt } from '../asn1/der-navigation';
import { readInteger } from '../asn1/read-integer';
import { derSequence } from '../asn1/der-encode';
import { derInteger } from '../asn1/der-encode-values';
import { TAG } from '../asn1/tags';
import { bigIntToBytes, bytesToBigInt } from './big-integer';

/** DER ECDSA-Sig-Value from r and s. */
export function encodeEcdsaSignature(r: bigint, s: bigint): Uint8Array {
  return derSequence(derInteger(r), derInteger(s));
}

/** r and s of a DER ECDSA-Sig-Value; throws Asn1Error when malformed. */
export function decodeEcdsaSignature(der: Uint8Array): { r: bigint; s: bigint } {
  const seq = parseDer(der);
  if (seq.tag !== TAG.SEQUENCE || seq.children.length !== 2) throw new RangeError('not an ECDSA-Sig-Value');
  return { r: readInteger(childAt(seq, 0)), s: readInteger(childAt(seq, 1)) };
}

/** WebCrypto's r || s (each `size` octets) to DER. */
export function ecdsaRawToDer(raw: Uint8Array): Uint8Array {
  const half = raw.length / 2;
  return encodeEcdsaSignature(bytesToBigInt(raw.subarray(0, half)), bytesToBigInt(raw.subarray(half)));
}

/** DER to r || s of `size` octets each; undefined when r or s cannot fit (so cannot be valid). */
export function ecdsaDerToRaw(der: Uint8Array, size: number): Uint8Array | undefined {
  try {
    const { r, s } = decodeEcdsaSignature(der);
    const out = new Uint8Array(size * 2);
    out.set(bigIntToBytes(r, size), 0);
    out.set(bigIntToBytes(s, size), size);
    return out;
  } catch {
    return undefined;
  }
}
