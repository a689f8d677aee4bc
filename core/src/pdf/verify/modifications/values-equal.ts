// Whether a value means the same in two revisions. Writers rewrite objects unchanged (Acrobat
// re-saves the catalog and pages on every signature) or move a dictionary to a new object number
// (a page's /Resources 35 0 R → 51 0 R with identical content): neither is a change. A reference
// to the same object number counts as equal here, because that object's own change, if any, is
// judged as a change of its own.
import { ensureViewLoaded } from '../../parse/document/sparse-file-image';
import { bytesEqual } from '../../asn1/bytes-equal';
import type { PdfView } from '../../parse/document/pdf-view';
import { PdfDict } from '../../parse/model/pdf-dict';
import { PdfName } from '../../parse/model/pdf-name';
import { PdfRef } from '../../parse/model/pdf-ref';
import { PdfStream } from '../../parse/model/pdf-stream';
import { PdfString } from '../../parse/model/pdf-string';
import type { PdfValue } from '../../parse/model/pdf-value';

/** Comparisons allowed per call: a hostile file must not make the check exponential. */
const BUDGET = 20_000;
const MAX_DEPTH = 32;

export function valuesEqual(a: PdfValue | undefined, viewA: PdfView, b: PdfValue | undefined, viewB: PdfView): boolean {
  let budget = BUDGET;
  const equal = (x: PdfValue | undefined, y: PdfValue | undefined, depth: number): boolean => {
    if (--budget < 0 || depth > MAX_DEPTH) return false;
    if (x instanceof PdfRef && y instanceof PdfRef && x.num === y.num) return true;
    if (x instanceof PdfRef) return equal(viewA.getObject(x), y, depth + 1);
    if (y instanceof PdfRef) return equal(x, viewB.getObject(y), depth + 1);
    if (x === y) return true;
    if (x === undefined || y === undefined || x === null || y === null) return false;
    if (x instanceof PdfName) return y instanceof PdfName && x.value === y.value;
    if (x instanceof PdfString) return y instanceof PdfString && bytesEqual(x.bytes, y.bytes);
    if (Array.isArray(x)) {
      return Array.isArray(y) && x.length === y.length && x.every((v, i) => equal(v, y[i], depth + 1));
    }
    if (x instanceof PdfStream) {
      return (
        y instanceof PdfStream &&
        bytesEqual(ensureViewLoaded(x.raw), ensureViewLoaded(y.raw)) &&
        equal(x.dict, y.dict, depth + 1)
      );
    }
    if (x instanceof PdfDict) {
      if (!(y instanceof PdfDict) || x.size !== y.size) return false;
      for (const [key, value] of x.entries()) if (!y.has(key) || !equal(value, y.get(key), depth + 1)) return false;
      return true;
    }
    return false;
  };
  return equal(a, b, 0);
}
