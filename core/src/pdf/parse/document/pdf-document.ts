// An opened PDF: the bytes, every revision, what the reader had to repair, the encryption in use,
// and (being a PdfView itself) the document as of its latest revision. Made by openPdf.
// A writer may stage objects on it (`stage`): the next incremental update writes them, and until
// then this view of the latest revision sees them in place of what the file holds, so two steps
// (a form filled, then signed) can make one update instead of two, each parsing the file again.
import type { PdfEncryptionInfo } from '../crypt/create-security-handler';
import { PdfRef } from '../model/pdf-ref';
import type { PdfValue } from '../model/pdf-value';
import type { PdfWarning } from '../pdf-warning';
import type { PdfRevision } from '../xref/pdf-revision';
import { ObjectStore } from './object-store';
import type { PdfIndirectObject } from './pdf-indirect-object';
import { PdfView } from './pdf-view';

export interface PdfDocumentInfo {
  /** "1.7" from the %PDF- header; undefined when the header is missing or broken. */
  headerVersion: string | undefined;
  /** True when the xref was rebuilt by scanning or an object offset had to be repaired. */
  recovered: boolean;
  encryption: PdfEncryptionInfo | undefined;
}

export class PdfDocument extends PdfView {
  private readonly views: PdfView[] = [];
  readonly bytes: Uint8Array;
  readonly revisions: readonly PdfRevision[];
  readonly warnings: readonly PdfWarning[];
  readonly headerVersion: string | undefined;
  readonly recovered: boolean;
  readonly encryption: PdfEncryptionInfo | undefined;

  constructor(store: ObjectStore, info: PdfDocumentInfo) {
    super(store, store.revisions.length - 1);
    this.bytes = store.bytes;
    this.revisions = store.revisions;
    this.warnings = store.warnings;
    this.headerVersion = info.headerVersion;
    this.recovered = info.recovered;
    this.encryption = info.encryption;
  }

  private readonly staged = new Map<number, PdfIndirectObject>();

  /**
   * Objects for the next incremental update (appendIncrementalUpdate writes them with its own,
   * its own winning for the same number). From now on this view sees them — a staged page is the
   * page getPages finds — while earlier revisions' views and the bytes are unchanged.
   */
  stage(objects: ReadonlyArray<{ ref: PdfRef; value: PdfValue }>): void {
    for (const { ref, value } of objects) this.staged.set(ref.num, { ref, value, revision: this.revisionIndex });
  }

  /** What `stage` was given, one entry per object number (the last given wins). */
  stagedObjects(): Array<{ ref: PdfRef; value: PdfValue }> {
    return [...this.staged.values()].map(({ ref, value }) => ({ ref, value }));
  }

  override getIndirect(ref: PdfRef | number): PdfIndirectObject | undefined {
    return this.staged.get(typeof ref === 'number' ? ref : ref.num) ?? super.getIndirect(ref);
  }

  override resolve(value: PdfValue | undefined): PdfValue | undefined {
    if (this.staged.size === 0) return super.resolve(value);
    for (let hops = 0; value instanceof PdfRef && hops < 32; hops++) {
      const staged = this.staged.get(value.num);
      value = staged ? staged.value : super.resolve(value);
    }
    return value instanceof PdfRef ? null : value;
  }

  /**
   * The document as `revisions` describe `bytes`: this document's bytes followed by an update a
   * writer has just made, its revisions plus the update's (documentAfterUpdate makes them), so
   * nothing is parsed again. Objects are read afresh from `bytes`; what was staged here is not
   * carried over (the update wrote it).
   */
  withUpdate(bytes: Uint8Array, revisions: readonly PdfRevision[]): PdfDocument {
    const store = new ObjectStore(bytes, revisions, [...this.warnings], this.store.repairedOffsets);
    store.security = this.store.security;
    return new PdfDocument(store, {
      headerVersion: this.headerVersion,
      recovered: this.recovered,
      encryption: this.encryption,
    });
  }

  /** The document as of revision `index` (0 = the original file). */
  atRevision(index: number): PdfView {
    if (!Number.isInteger(index) || index < 0 || index >= this.revisions.length) {
      throw new RangeError(`revision ${index} does not exist (the file has ${this.revisions.length})`);
    }
    if (index === this.revisionIndex) return this;
    return (this.views[index] ??= new PdfView(this.store, index));
  }
}
