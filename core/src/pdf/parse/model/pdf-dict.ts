// A PDF dictionary. Besides the entries it keeps, for a dictionary parsed straight from the file, the
// byte span of each value: a validator needs the exact place of a signature's /Contents and
// /ByteRange. Values are stored as written (references are not resolved here; see PdfView).
import type { ByteSpan } from './byte-span';
import type { PdfValue } from './pdf-value';

export class PdfDict {
  private readonly map: Map<string, PdfValue>;
  private spans: Map<string, ByteSpan> | undefined;
  /** The span of the whole "<< … >>" in the file, when parsed from the file. */
  span: ByteSpan | undefined;

  constructor(entries?: Iterable<readonly [string, PdfValue]> | Record<string, PdfValue>) {
    const list = entries === undefined ? [] : Symbol.iterator in entries ? entries : Object.entries(entries);
    this.map = new Map(list as Iterable<[string, PdfValue]>);
  }

  get size(): number {
    return this.map.size;
  }

  /** The value as written: possibly a PdfRef. Keys are names without the slash ('Type'). */
  get(key: string): PdfValue | undefined {
    return this.map.get(key);
  }

  has(key: string): boolean {
    return this.map.has(key);
  }

  /** Sets a value; a span is only given by the parser (a changed value no longer sits there). */
  set(key: string, value: PdfValue, span?: ByteSpan): this {
    this.map.set(key, value);
    if (span) (this.spans ??= new Map()).set(key, span);
    else this.spans?.delete(key);
    return this;
  }

  /** Replaces a value but keeps its span: used when decrypting a string in place. */
  replace(key: string, value: PdfValue): this {
    this.map.set(key, value);
    return this;
  }

  delete(key: string): boolean {
    this.spans?.delete(key);
    return this.map.delete(key);
  }

  keys(): IterableIterator<string> {
    return this.map.keys();
  }

  entries(): IterableIterator<[string, PdfValue]> {
    return this.map.entries();
  }

  /** Each entry in order, without the [key, value] pair entries() makes for each. */
  forEach(visit: (value: PdfValue, key: string) => void): void {
    this.map.forEach(visit);
  }

  /** The file span of a value as written (for a string: from '<' or '(' to the closing byte). */
  spanOf(key: string): ByteSpan | undefined {
    return this.spans?.get(key);
  }

  /** A shallow copy without spans: the starting point for a changed object in an update. */
  clone(): PdfDict {
    return new PdfDict(this.map);
  }
}
