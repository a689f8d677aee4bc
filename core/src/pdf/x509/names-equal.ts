// Name comparison for chain building and signer lookup (RFC 5280 §7.1, simplified): identical
// DER, or the same attributes with values equal after case folding and whitespace collapsing —
// CAs re-encode names (PrintableString vs UTF8String) between issuer and subject fields.
import { bytesEqual } from '../asn1/bytes-equal';
import type { DistinguishedName } from './distinguished-name';

const normalise = (value: string): string => value.trim().replace(/\s+/g, ' ').toLowerCase();

/** True when the two names denote the same entity. */
export function namesEqual(a: DistinguishedName, b: DistinguishedName): boolean {
  if (bytesEqual(a.der, b.der)) return true;
  if (a.rdns.length !== b.rdns.length) return false;
  return a.rdns.every((rdn, i) => {
    const other = b.rdns[i]!;
    if (rdn.length !== other.length) return false;
    return rdn.every((attr) => other.some((o) => o.type === attr.type && normalise(o.value) === normalise(attr.value)));
  });
}
