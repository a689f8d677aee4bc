// The union of PDF objects and the type guards the rest of the reader (and sign/verify) use.
// Numbers are JS numbers: PDF accepts an integer wherever a real is expected (ISO 32000-1 7.3.3)
// and the writer prints integers without a point, so int/real is decided by Number.isInteger.
import { PdfDict } from './pdf-dict';
import { PdfName } from './pdf-name';
import { PdfRef } from './pdf-ref';
import { PdfStream } from './pdf-stream';
import { PdfString } from './pdf-string';

export type PdfArray = PdfValue[];
export type PdfValue = null | boolean | number | PdfName | PdfString | PdfRef | PdfArray | PdfDict | PdfStream;

export function isName(value: unknown, name?: string): value is PdfName {
  return value instanceof PdfName && (name === undefined || value.value === name);
}

export function isDict(value: unknown): value is PdfDict {
  return value instanceof PdfDict;
}

export function isStream(value: unknown): value is PdfStream {
  return value instanceof PdfStream;
}

export function isRef(value: unknown): value is PdfRef {
  return value instanceof PdfRef;
}

export function isPdfString(value: unknown): value is PdfString {
  return value instanceof PdfString;
}

export function isArray(value: unknown): value is PdfArray {
  return Array.isArray(value);
}

export function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}
