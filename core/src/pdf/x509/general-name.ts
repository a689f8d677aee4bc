// GeneralName (RFC 5280 §4.2.1.6), reduced to the forms the product reads: e-mail, DNS name,
// URI, IP address and directory name; others are kept by tag number only.
import type { DerNode } from '../asn1/der-node';
import { explicitInner } from '../asn1/der-navigation';
import { readImplicitAscii } from '../asn1/read-string';
import { parseName } from './parse-name';

export type GeneralName =
  | { readonly type: 'email' | 'dns' | 'uri' | 'ip'; readonly value: string }
  | { readonly type: 'directory'; readonly value: string; readonly der: Uint8Array }
  | { readonly type: 'other'; readonly tag: number };

function formatIp(bytes: Uint8Array): string {
  if (bytes.length === 4) return [...bytes].join('.');
  const groups: string[] = [];
  for (let i = 0; i + 1 < bytes.length; i += 2) groups.push(((bytes[i]! << 8) | bytes[i + 1]!).toString(16));
  return groups.join(':');
}

/** Reads one GeneralName (a context-tagged element). */
export function readGeneralName(node: DerNode): GeneralName {
  switch (node.tagNumber) {
    case 1:
      return { type: 'email', value: readImplicitAscii(node) };
    case 2:
      return { type: 'dns', value: readImplicitAscii(node) };
    case 6:
      return { type: 'uri', value: readImplicitAscii(node) };
    case 7:
      return { type: 'ip', value: formatIp(node.content) };
    case 4: {
      const name = parseName(explicitInner(node));
      return { type: 'directory', value: name.text, der: name.der };
    }
    default:
      return { type: 'other', tag: node.tagNumber };
  }
}
