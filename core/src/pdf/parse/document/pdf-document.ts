// An opened PDF: the bytes, every revision, what the reader had to repair, the encryption in use,
// and (being a PdfView itself) the document as of its latest revision. Made by openPdf.
import type { PdfEncryptionInfo } from '../crypt/create-security-handler';
import type { PdfWarning } from '../pdf-warning';
import type { PdfRevision } from '../xref/pdf-revision';
import type { ObjectStore } from './object-store';
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

  /** The document as of revision `index` (0 = the original file). */
  atRevision(index: number): PdfView {
    if (!Number.isInteger(index) || index < 0 || index >= this.revisions.length) {
      throw new RangeError(`revision ${index} does not exist (the file has ${this.revisions.length})`);
    }
    if (index === this.revisionIndex) return this;
    return (this.views[index] ??= new PdfView(this.store, index));
  }
}
