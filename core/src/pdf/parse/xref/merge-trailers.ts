// Combines trailers, later ones winning: a linearized file's first-page trailer completes its main
// trailer, and an update's trailer that forgot /Root or /Encrypt still means the earlier one.
import { PdfDict } from '../model/pdf-dict';

export function mergeTrailers(older: PdfDict | undefined, newer: PdfDict): PdfDict {
  if (!older) return newer;
  const merged = new PdfDict();
  for (const [key, value] of older.entries()) merged.set(key, value, older.spanOf(key));
  for (const [key, value] of newer.entries()) merged.set(key, value, newer.spanOf(key));
  return merged;
}
