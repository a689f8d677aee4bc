// Opens a PDF from its bytes: reads the xref chain into revisions (or rebuilds it by scanning),
// checks object offsets, sets up decryption, and makes sure there is a catalog. Throws PdfParseError
// only when the file cannot be evaluated at all; everything else is a warning on the document.
import { createSecurityHandler } from '../crypt/create-security-handler';
import { PdfDict } from '../model/pdf-dict';
import { PdfRef } from '../model/pdf-ref';
import { isPdfString, isRef } from '../model/pdf-value';
import { PdfParseError } from '../pdf-parse-error';
import type { PdfWarning } from '../pdf-warning';
import { buildRevisions } from '../xref/build-revisions';
import type { PdfRevision } from '../xref/pdf-revision';
import { readXrefSections } from '../xref/read-xref-sections';
import { prependUnchainedRevisions } from '../xref/prepend-unchained-revisions';
import { recoverRevisions } from '../xref/recover-revisions';
import { scanFile, type FileScan } from '../xref/scan-file';
import { findOffsetRepairs } from './find-offset-repairs';
import { findSkippableStreamData } from './find-skippable-stream-data';
import { isPdfByteSource, type PdfByteSource } from './pdf-byte-source';
import { SparseFileImage, registerSparseImage } from './sparse-file-image';
import { ObjectStore } from './object-store';
import { PdfDocument } from './pdf-document';
import { PdfView } from './pdf-view';
import { readHeaderVersion } from './read-header-version';

export interface OpenPdfOptions {
  /** User or owner password of an encrypted file; the empty user password is always tried. */
  password?: string | Uint8Array;
  /**
   * Leave out the revisions the /Prev chain does not reach (found by a search of the whole file
   * for an earlier %%EOF). A signer appends after the last revision and needs only it; a
   * validator must see them, since a signature may cover exactly one.
   */
  chainedRevisionsOnly?: boolean;
  /**
   * Check an object's xref offset when the object is read, not every offset at open: the first
   * one found wrong has them all checked and repaired then. A signer reads a handful of objects;
   * a validator needs every repair (and its warning) up front. `recovered` then says only whether
   * the xref was rebuilt.
   */
  checkOffsetsOnUse?: boolean;
}

/** Opens bytes in memory, or a file by positioned reads (only what the reader needs is read). */
export function openPdf(input: Uint8Array | PdfByteSource, options: OpenPdfOptions = {}): PdfDocument {
  if ((isPdfByteSource(input) ? input.size : input.length) === 0) throw new PdfParseError('EMPTY', 'the file is empty');
  return openBytes(isPdfByteSource(input) ? readSparsely(input) : input, options);
}

function readSparsely(source: PdfByteSource): Uint8Array {
  const image = new SparseFileImage(source, findSkippableStreamData(source));
  registerSparseImage(image);
  return image.bytes;
}

function openBytes(bytes: Uint8Array, options: OpenPdfOptions): PdfDocument {
  const headerVersion = readHeaderVersion(bytes);
  let scanned: FileScan | undefined;
  const scan = () => (scanned ??= scanFile(bytes));
  const chained = fromXrefChain(bytes);
  const first = chained && (options.chainedRevisionsOnly ? chained : prependUnchainedRevisions(bytes, chained, scan));
  if (first) {
    const doc = assemble(bytes, first, scan, headerVersion, false, options);
    if (doc.catalog) return doc;
  }
  if (headerVersion === undefined && scan().objects.length === 0) {
    throw new PdfParseError('NOT_A_PDF', 'no PDF header and no PDF objects');
  }
  const recovered = recoverRevisions(bytes, scan());
  if (recovered.length === 0) throw new PdfParseError('DAMAGED', 'no objects could be recovered');
  const doc = assemble(bytes, recovered, scan, headerVersion, true, options);
  if (!doc.catalog) throw new PdfParseError('DAMAGED', 'the document catalog cannot be found');
  return doc;
}

function fromXrefChain(bytes: Uint8Array): PdfRevision[] | undefined {
  try {
    return buildRevisions(bytes, readXrefSections(bytes));
  } catch {
    return undefined;
  }
}

function assemble(
  bytes: Uint8Array,
  revisions: PdfRevision[],
  scan: () => FileScan,
  headerVersion: string | undefined,
  rebuilt: boolean,
  options: OpenPdfOptions,
): PdfDocument {
  const warnings: PdfWarning[] = [];
  if (headerVersion === undefined)
    warnings.push({ code: 'NO_HEADER', message: 'no %PDF- header in the first 1024 bytes' });
  if (rebuilt)
    warnings.push({ code: 'XREF_REBUILT', message: 'the xref could not be read; it was rebuilt by scanning' });
  const last = revisions[revisions.length - 1]!;
  if (!last.hasEofMarker)
    warnings.push({ code: 'NO_EOF_MARKER', message: 'the last revision has no %%EOF (truncated?)' });
  const findRepairs = () => findOffsetRepairs(bytes, revisions, scan, warnings);
  const repairs = options.checkOffsetsOnUse ? undefined : findRepairs();
  const store = new ObjectStore(bytes, revisions, warnings, repairs ?? findRepairs);
  // Decryption is set up before any other object is loaded: the cache must never hold an object
  // read without it. Only the /Encrypt dictionary itself (never encrypted) is read first.
  const probe = new PdfView(store, revisions.length - 1);
  const encryptValue = probe.trailer.get('Encrypt');
  let encryption;
  if (encryptValue !== undefined && encryptValue !== null) {
    const encrypt = probe.resolve(encryptValue);
    if (!(encrypt instanceof PdfDict)) throw new PdfParseError('DAMAGED', 'the /Encrypt dictionary cannot be read');
    const ids = probe.getArray(probe.trailer, 'ID');
    const id0 = ids && isPdfString(ids[0]) ? ids[0].bytes : new Uint8Array(0);
    const handler = createSecurityHandler(encrypt, id0, options.password);
    store.security = { handler, encryptNum: isRef(encryptValue) ? encryptValue.num : undefined };
    encryption = handler.info;
  }
  const info = { headerVersion, recovered: rebuilt || (repairs?.size ?? 0) > 0, encryption };
  const doc = new PdfDocument(store, info);
  if (doc.catalog || !useCatalogFromScan(revisions, scan, warnings)) return doc;
  return new PdfDocument(store, info);
}

/** A trailer without a readable /Root gets the last /Type /Catalog object of the file. */
function useCatalogFromScan(revisions: PdfRevision[], scan: () => FileScan, warnings: PdfWarning[]): boolean {
  const catalogs = scan().objects.filter((o) => o.kind === 'catalog');
  const found = catalogs[catalogs.length - 1];
  if (!found) return false;
  revisions[revisions.length - 1]!.trailer.set('Root', new PdfRef(found.num, found.gen));
  warnings.push({ code: 'CATALOG_FROM_SCAN', message: `/Root taken from object ${found.num} found by scanning` });
  return true;
}
