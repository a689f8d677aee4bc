// OBJECT IDENTIFIER content octets to dotted text, the form every table in this package uses.
import { Asn1Error } from './asn1-error';
import { TAG } from './tags';
import type { DerNode } from './der-node';

/** Decodes an OBJECT IDENTIFIER node (or, with `implicit`, any primitive) to "1.2.840…". */
export function readOid(node: DerNode, implicit = false): string {
  if (!implicit && node.tag !== TAG.OID) throw new Asn1Error('expected an OBJECT IDENTIFIER');
  const bytes = node.content;
  if (bytes.length === 0 || bytes.length > 256) throw new Asn1Error('bad OBJECT IDENTIFIER length');
  const arcs: bigint[] = [];
  let value = 0n;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    value = (value << 7n) | BigInt(b & 0x7f);
    if ((b & 0x80) === 0) {
      arcs.push(value);
      value = 0n;
    } else if (i === bytes.length - 1) throw new Asn1Error('truncated OBJECT IDENTIFIER');
  }
  const first = arcs[0]!;
  const head = first < 40n ? [0n, first] : first < 80n ? [1n, first - 40n] : [2n, first - 80n];
  return [...head, ...arcs.slice(1)].join('.');
}
