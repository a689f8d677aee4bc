// X.501 Name to DistinguishedName. Values of types that are not strings (rare) are shown as
// "#" + hex of their DER, the RFC 4514 convention, instead of failing the whole certificate.
import type { DerNode } from '../asn1/der-node';
import { childAt, expectTag } from '../asn1/der-navigation';
import { toHex } from '../asn1/hex';
import { readOid } from '../asn1/read-oid';
import { readString } from '../asn1/read-string';
import { TAG } from '../asn1/tags';
import { SHORT_NAMES, type DistinguishedName, type NameAttribute } from './distinguished-name';

function escapeValue(value: string): string {
  return value
    .replace(/[\\,+"<>;=]/g, (c) => `\\${c}`)
    .replace(/^[ #]/, (c) => `\\${c}`)
    .replace(/ $/, '\\ ');
}

function readValue(node: DerNode): string {
  try {
    return readString(node);
  } catch {
    return `#${toHex(node.der)}`;
  }
}

/** Parses a Name (SEQUENCE OF RDN). */
export function parseName(node: DerNode): DistinguishedName {
  expectTag(node, TAG.SEQUENCE, 'Name');
  const rdns = node.children.map((set) => {
    expectTag(set, TAG.SET, 'RelativeDistinguishedName');
    return Object.freeze(
      set.children.map((atv): NameAttribute => {
        const type = readOid(childAt(atv, 0, TAG.OID, 'AttributeTypeAndValue'));
        const value = readValue(childAt(atv, 1, undefined, 'AttributeTypeAndValue'));
        return Object.freeze({ type, shortName: SHORT_NAMES[type] ?? type, value });
      }),
    );
  });
  const text = [...rdns]
    .reverse()
    .map((rdn) => rdn.map((a) => `${a.shortName}=${escapeValue(a.value)}`).join('+'))
    .join(', ');
  let commonName: string | undefined;
  for (const rdn of rdns) for (const a of rdn) if (a.shortName === 'CN') commonName = a.value;
  return Object.freeze({ der: node.der, rdns: Object.freeze(rdns), text, commonName });
}
