// Small guards for walking a parsed structure: each either returns what the schema promises or
// throws Asn1Error, so parsers read like the ASN.1 module they implement.
import { Asn1Error } from './asn1-error';
import type { DerNode } from './der-node';

/** Throws unless `node` has identifier octet `tag`. */
export function expectTag(node: DerNode, tag: number, what = 'element'): DerNode {
  if (node.tag !== tag) {
    throw new Asn1Error(`${what}: expected tag 0x${tag.toString(16)}, found 0x${node.tag.toString(16)}`);
  }
  return node;
}

/** The i-th child, optionally checked against a tag. */
export function childAt(node: DerNode, index: number, tag?: number, what = 'element'): DerNode {
  const child = node.children[index];
  if (!child) throw new Asn1Error(`${what}: missing item ${index}`);
  return tag === undefined ? child : expectTag(child, tag, what);
}

/** The child tagged [n] (context-specific), whether EXPLICIT or IMPLICIT; undefined when absent. */
export function contextChild(node: { readonly children: readonly DerNode[] }, n: number): DerNode | undefined {
  return node.children.find((c) => c.tagClass === 2 && c.tagNumber === n);
}

/** The single element wrapped by an EXPLICIT tag. */
export function explicitInner(node: DerNode, what = 'explicit tag'): DerNode {
  const inner = node.children[0];
  if (!inner || node.children.length !== 1) throw new Asn1Error(`${what}: expected exactly one element`);
  return inner;
}
