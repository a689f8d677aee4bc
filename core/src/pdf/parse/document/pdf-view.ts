// The document as of one revision: every lookup sees only the xref entries written up to that
// revision. A validator opens doc.atRevision(k) for the revision a signature covers and compares
// it with the latest; the structure helpers (getPages, findSignatures, …) take any view.
import { ensureViewLoaded } from './sparse-file-image';
import { PdfDict } from '../model/pdf-dict';
import type { PdfRef } from '../model/pdf-ref';
import { PdfStream } from '../model/pdf-stream';
import { isName, isNumber, isPdfString, type PdfArray, type PdfValue } from '../model/pdf-value';
import type { PdfString } from '../model/pdf-string';
import { decodeFilters, type DecodedStream } from '../filters/decode-filters';
import { mergeTrailers } from '../xref/merge-trailers';
import type { PdfRevision } from '../xref/pdf-revision';
import type { XrefEntry } from '../xref/xref-entry';
import type { ObjectStore } from './object-store';
import type { PdfIndirectObject } from './pdf-indirect-object';

export class PdfView {
  private mergedTrailer: PdfDict | undefined;

  constructor(
    protected readonly store: ObjectStore,
    /** Index into doc.revisions of the revision this view shows. */
    readonly revisionIndex: number,
  ) {}

  get revision(): PdfRevision {
    return this.store.revisions[this.revisionIndex]!;
  }

  /** The trailer in force: this revision's, completed by earlier ones for keys it omits. */
  get trailer(): PdfDict {
    return (this.mergedTrailer ??= this.store.revisions
      .slice(0, this.revisionIndex + 1)
      .reduce<PdfDict | undefined>((merged, r) => mergeTrailers(merged, r.trailer), undefined)!);
  }

  /** The document catalog (/Root), if it can be read. */
  get catalog(): PdfDict | undefined {
    return this.getDict(this.trailer, 'Root');
  }

  /** The xref entry in force for an object number, and the revision that wrote it. */
  entry(num: number): { entry: XrefEntry; revision: number } | undefined {
    return this.store.entryAsOf(num, this.revisionIndex);
  }

  /**
   * Offset of "N G obj" for an object stored at a file offset (after any repair), without parsing
   * it; undefined for objects in object streams, free or unknown ones.
   */
  offsetOf(num: number): number | undefined {
    const found = this.entry(num);
    if (found?.entry.type !== 'offset') return undefined;
    return this.store.repairedOffsets.get(found.entry) ?? found.entry.offset;
  }

  /** Object numbers in use as of this revision, ascending. */
  objectNumbers(): number[] {
    const nums = new Set<number>();
    for (const r of this.store.revisions.slice(0, this.revisionIndex + 1))
      for (const n of r.entries.keys()) nums.add(n);
    return [...nums].filter((n) => n > 0 && this.entry(n) !== undefined).sort((a, b) => a - b);
  }

  /** The indirect object with where it was found; undefined when free or not in the xref. */
  getIndirect(ref: PdfRef | number): PdfIndirectObject | undefined {
    return this.store.load(typeof ref === 'number' ? ref : ref.num, this.revisionIndex);
  }

  /** The value of an indirect object; null when it is missing or unreadable (PDF's own rule). */
  getObject(ref: PdfRef | number): PdfValue {
    return this.getIndirect(ref)?.value ?? null;
  }

  /** Follows references until a direct value. */
  resolve(value: PdfValue | undefined): PdfValue | undefined {
    return this.store.resolve(value, this.revisionIndex);
  }

  get(dict: PdfDict, key: string): PdfValue | undefined {
    return this.resolve(dict.get(key));
  }

  getDict(dict: PdfDict, key: string): PdfDict | undefined {
    const value = this.get(dict, key);
    return value instanceof PdfDict ? value : undefined;
  }

  getStream(dict: PdfDict, key: string): PdfStream | undefined {
    const value = this.get(dict, key);
    return value instanceof PdfStream ? value : undefined;
  }

  getArray(dict: PdfDict, key: string): PdfArray | undefined {
    const value = this.get(dict, key);
    return Array.isArray(value) ? value : undefined;
  }

  getNumber(dict: PdfDict, key: string): number | undefined {
    const value = this.get(dict, key);
    return isNumber(value) ? value : undefined;
  }

  /** A name's value without the slash. */
  getName(dict: PdfDict, key: string): string | undefined {
    const value = this.get(dict, key);
    return isName(value) ? value.value : undefined;
  }

  getString(dict: PdfDict, key: string): PdfString | undefined {
    const value = this.get(dict, key);
    return isPdfString(value) ? value : undefined;
  }

  /** A text string entry decoded (PDFDocEncoding or UTF-16BE/UTF-8 by BOM). */
  getText(dict: PdfDict, key: string): string | undefined {
    return this.getString(dict, key)?.text;
  }

  /** A dictionary for a value that may be a reference, a dictionary, or a stream (its dictionary). */
  dictOf(value: PdfValue | undefined): PdfDict | undefined {
    const resolved = this.resolve(value);
    return resolved instanceof PdfDict ? resolved : resolved instanceof PdfStream ? resolved.dict : undefined;
  }

  /**
   * Decrypts (for an encrypted file) and runs the stream's filters, within the document's inflate
   * budget: past it, throws PdfParseError TOO_COMPLEX.
   */
  decodeStream(stream: PdfStream): DecodedStream {
    const raw = stream.decrypt ? stream.decrypt(ensureViewLoaded(stream.raw)) : ensureViewLoaded(stream.raw);
    const filter = this.resolve(stream.dict.get('Filter'));
    const parms = this.resolve(stream.dict.get('DecodeParms'));
    const parmList = Array.isArray(parms) ? parms.map((p) => this.resolve(p) ?? null) : parms;
    const filters = Array.isArray(filter) ? filter.map((f) => this.resolve(f) ?? null) : filter;
    return this.store.inflateBudget.decode('a stream', () => decodeFilters(raw, filters, parmList));
  }
}
