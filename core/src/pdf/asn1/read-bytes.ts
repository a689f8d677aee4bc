// OCTET STRING and BIT STRING contents. BER allows both to be split into constructed pieces;
// the pieces are joined so callers always get one Uint8Array.
import { Asn1Error } from './asn1-error';
import { TAG } from './tags';
import type { DerNode } from './der-node';
import { concatBytes } from './concat-bytes';

function joinPieces(node: DerNode): Uint8Array {
  if (!node.constructed) return node.content;
  return concatBytes(node.children.map(joinPieces));
}

/** Contents of an OCTET STRING (or of an IMPLICIT-tagged one when `implicit`). */
export function readOctetString(node: DerNode, implicit = false): Uint8Array {
  if (!implicit && (node.tag & 0xdf) !== TAG.OCTET_STRING) throw new Asn1Error('expected an OCTET STRING');
  return joinPieces(node);
}

/** Contents of a BIT STRING without its unused-bits octet (keys and signatures are whole octets). */
export function readBitString(node: DerNode, implicit = false): { bytes: Uint8Array; unusedBits: number } {
  if (!implicit && (node.tag & 0xdf) !== TAG.BIT_STRING) throw new Asn1Error('expected a BIT STRING');
  const raw = joinPieces(node);
  if (raw.length === 0 || raw[0]! > 7) throw new Asn1Error('bad BIT STRING');
  return { bytes: raw.subarray(1), unusedBits: raw[0]! };
}

/** A BOOLEAN; BER allows any non-zero octet for TRUE. */
export function readBoolean(node: DerNode): boolean {
  if (node.tag !== TAG.BOOLEAN || node.content.length !== 1) throw new Asn1Error('expected a BOOLEAN');
  return node.content[0] !== 0;
}
