// INTEGER readers: as BigInt for serial numbers and versions, as unsigned magnitude bytes for key
// material and ECDSA r/s, where the sign octet DER adds must be dropped.
import { Asn1Error } from './asn1-error';
import { TAG } from './tags';
import type { DerNode } from './der-node';

/** Decodes an INTEGER (two's complement) to a BigInt. `implicit` skips the tag check. */
export function readInteger(node: DerNode, implicit = false): bigint {
  if (!implicit && node.tag !== TAG.INTEGER) throw new Asn1Error('expected an INTEGER');
  const bytes = node.content;
  if (bytes.length === 0) throw new Asn1Error('empty INTEGER');
  // DER (X.690 8.3.2): no redundant leading 00/FF octet. OpenSSL and BouncyCastle reject such
  // INTEGERs, so a CMS carrying one is not something any other validator would accept either.
  if (bytes.length > 1 && ((bytes[0] === 0 && bytes[1]! < 0x80) || (bytes[0] === 0xff && bytes[1]! >= 0x80))) {
    throw new Asn1Error('non-minimal INTEGER encoding');
  }
  let value = 0n;
  for (const b of bytes) value = (value << 8n) | BigInt(b);
  if (bytes[0]! & 0x80) value -= 1n << BigInt(bytes.length * 8);
  return value;
}

/** A non-negative INTEGER as big-endian bytes without leading zero octets. */
export function readUnsignedBytes(node: DerNode): Uint8Array {
  if (node.tag !== TAG.INTEGER) throw new Asn1Error('expected an INTEGER');
  const bytes = node.content;
  if (bytes.length === 0 || bytes[0]! & 0x80) throw new Asn1Error('expected a non-negative INTEGER');
  let i = 0;
  while (i < bytes.length - 1 && bytes[i] === 0) i++;
  return bytes.subarray(i);
}

/** A small INTEGER (version numbers, counts) as a number. */
export function readSmallInteger(node: DerNode): number {
  const value = readInteger(node);
  if (value > 0x7fffffffn || value < -0x80000000n) throw new Asn1Error('INTEGER too large');
  return Number(value);
}
