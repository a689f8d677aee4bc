// X.690 §11.6: the elements of a DER SET OF appear in ascending order of their encodings, the
// shorter one padded with zeros. Signed attributes must be DER (RFC 5652 §5.4): BouncyCastle (and
// so DSS) re-sorts them before verifying, so a signature made over an unsorted set fails there.
import { parseDer } from '../asn1/parse-der';

function compare(a: Uint8Array, b: Uint8Array): number {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** True when the SET OF encoded in `der` lists its elements in DER order. */
export function isDerSortedSet(der: Uint8Array): boolean {
  const elements = parseDer(der).children;
  for (let i = 1; i < elements.length; i++) if (compare(elements[i - 1]!.der, elements[i]!.der) > 0) return false;
  return true;
}
