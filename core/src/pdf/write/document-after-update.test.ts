// documentAfterUpdate against a fresh parse of the same bytes: for files of every xref kind (a
// table, an xref stream, a linearized file with object streams, a hybrid one, a %%EOF ended by CR)
// the revision it adds is the one openPdf builds, and the DSS written on either is the same
// bytes. A file whose xref had to be rebuilt gets no such document (its update lists every object).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getRandomValues } from 'node:crypto';
import { createWebCryptoEngine } from '../crypto/create-web-crypto-engine';
import { openPdf } from '../parse/document/open-pdf';
import { PdfDict } from '../parse/model/pdf-dict';
import { PdfName } from '../parse/model/pdf-name';
import { PdfRef } from '../parse/model/pdf-ref';
import type { PdfRevision } from '../parse/xref/pdf-revision';
import { addDss } from '../sign/add-dss';
import { appendIncrementalUpdate } from './append-incremental-update';
import { documentAfterUpdate } from './document-after-update';
import { nextObjectNumber } from './next-object-number';
import { serializeValue } from './serialize-value';

const CORPUS = fileURLToPath(new URL('../../../../tests/fixtures/pdf-signatures/', import.meta.url));
const read = (file: string) => new Uint8Array(readFileSync(CORPUS + file));
const engine = createWebCryptoEngine(globalThis.crypto.subtle, { getRandomValues });

/** What a reader takes from a revision, comparable with toEqual. */
const shape = (revision: PdfRevision) => ({
  index: revision.index,
  startxref: revision.startxref,
  end: revision.end,
  eofMarkerEnd: revision.eofMarkerEnd,
  hasEofMarker: revision.hasEofMarker,
  xrefKind: revision.xrefKind,
  freed: [...revision.freed].sort((a, b) => a - b),
  trailer: new TextDecoder('latin1').decode(serializeValue(revision.trailer)),
  entries: [...revision.entries].sort(([a], [b]) => a - b),
  added: [...revision.added].sort((a, b) => a - b),
  changed: [...revision.changed].sort((a, b) => a - b),
});

function updated(file: string) {
  const doc = openPdf(read(file), { chainedRevisionsOnly: true });
  const ref = new PdfRef(nextObjectNumber(doc), 0);
  const catalog = doc.catalog!.clone().set('ECNote', ref);
  const update = appendIncrementalUpdate(doc, {
    objects: [
      { ref, value: new PdfDict({ Type: new PdfName('Note') }) },
      { ref: doc.trailer.get('Root') as PdfRef, value: catalog },
    ],
  });
  return { doc, update };
}

describe('documentAfterUpdate', () => {
  it.each([
    'signpdf__signed-twice.pdf',
    'dss__pkcs7-no-message-digest.pdf',
    'pyhanko__minimal-signed-twice-both-created.pdf',
    'dss__Signature-P-BG_BOR-1.pdf',
    'dss__pdf-with-eof-cr.pdf',
  ])('%s: the revision openPdf builds, and the same DSS', async (file) => {
    const { doc, update } = updated(file);
    const known = documentAfterUpdate(doc, update)!;
    const parsed = openPdf(update.bytes, { chainedRevisionsOnly: true });
    expect(known.revisions.map(shape)).toEqual(parsed.revisions.map(shape));
    expect(known.catalog!.get('ECNote')).toEqual(parsed.catalog!.get('ECNote'));
    const dss = { engine, certificates: [new Uint8Array([0x30, 0x03, 0x02, 0x01, 0x01])], vri: false };
    expect(await addDss(known, dss)).toEqual(await addDss(update.bytes, dss));
  });

  it('gives none after a rebuilt xref: the update lists every object, without /Prev', () => {
    const { doc, update } = updated('dss__pdf-signed-corrupted.pdf');
    expect(update.xref.complete).toBe(true);
    expect(documentAfterUpdate(doc, update)).toBeUndefined();
  });
});
