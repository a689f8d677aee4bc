// Round trips on a real signed file (node-signpdf's signed-once.pdf): every byte of each signed
// range matters, and what an incremental update does after signing decides modified or valid.
import { describe, expect, it } from 'vitest';
import { openPdf } from '../parse/document/open-pdf';
import { PdfDict } from '../parse/model/pdf-dict';
import { PdfName } from '../parse/model/pdf-name';
import { PdfRef } from '../parse/model/pdf-ref';
import { PdfString } from '../parse/model/pdf-string';
import { findSignatures } from '../parse/structure/find-signatures';
import type { PdfValue } from '../parse/model/pdf-value';
import { latin1, text } from '../parse/testing/make-pdf.fixture';
import { appendIncrementalUpdate } from '../write/append-incremental-update';
import { createStream } from '../write/create-stream';
import { nextObjectNumber } from '../write/next-object-number';
import { optionsFor, readCorpus } from './testing/corpus.fixture';
import { verifyPdf } from './verify-pdf';

const FILE = 'signpdf__signed-once.pdf';
const original = readCorpus(FILE);
const verify = (bytes: Uint8Array) => verifyPdf(bytes, optionsFor(FILE));

/** The file with one incremental update: `change` returns the objects to write. */
function update(change: (doc: ReturnType<typeof openPdf>, next: () => PdfRef) => { ref: PdfRef; value: PdfValue }[]) {
  const doc = openPdf(original);
  let num = nextObjectNumber(doc);
  return appendIncrementalUpdate(doc, { objects: change(doc, () => new PdfRef(num++)) }).bytes;
}

const page = (doc: ReturnType<typeof openPdf>) => ({ ref: new PdfRef(1), dict: (doc.getObject(1) as PdfDict).clone() });

describe(`round trips on ${FILE}`, () => {
  it('starts valid and trusted, covering the whole document', async () => {
    const [sig] = (await verify(original)).signatures;
    expect(sig).toMatchObject({ bottomLine: 'valid', intact: true, trusted: true, coverage: 'whole-document' });
  });

  it.each([
    ['the first range (the header comment)', () => 10],
    ['the second range (the /Location text after /Contents)', () => text(original).indexOf('Location from p12')],
  ])('a byte flipped in %s makes it tampered', async (_, at) => {
    const [, b, c, d] = findSignatures(openPdf(original)).signatures[0]!.byteRange!;
    const offset = at();
    expect(offset < b! || (offset >= c! && offset < c! + d!)).toBe(true);
    const bytes = original.slice();
    bytes[offset] = bytes[offset]! ^ 0x01;
    const [sig] = (await verify(bytes)).signatures;
    expect(sig).toMatchObject({ bottomLine: 'tampered', intact: false });
    expect(sig!.problems).toContain('digest-mismatch');
  });

  it('a changed page content stream after signing makes it modified', async () => {
    const bytes = update(() => [
      { ref: new PdfRef(2), value: createStream(new PdfDict(), latin1('BT (paid in full) Tj ET')) },
    ]);
    const [sig] = (await verify(bytes)).signatures;
    expect(sig).toMatchObject({
      intact: true,
      modifiedAfterSigning: true,
      bottomLine: 'modified',
      coverage: 'earlier-revision',
    });
    expect(sig!.modifications.find((m) => !m.allowed)?.detail).toMatch(/stream 2 changed/);
  });

  it('a page pointed at new content makes it modified', async () => {
    const bytes = update((doc, next) => {
      const content = next();
      const p = page(doc);
      p.dict.set('Contents', content);
      return [
        { ref: content, value: createStream(new PdfDict(), latin1('BT (void) Tj ET')) },
        { ref: p.ref, value: p.dict },
      ];
    });
    const [sig] = (await verify(bytes)).signatures;
    expect(sig!.bottomLine).toBe('modified');
    expect(sig!.modifications.find((m) => !m.allowed)?.detail).toBe('/Contents of page 1 changed');
  });

  it('an annotation added after signing keeps it valid (no DocMDP: annotations are allowed)', async () => {
    const bytes = update((doc, next) => {
      const note = next();
      const p = page(doc);
      p.dict.set('Annots', [...(doc.getArray(p.dict, 'Annots') ?? []), note]);
      const annotation = new PdfDict({
        Type: new PdfName('Annot'),
        Subtype: new PdfName('Text'),
        Rect: [100, 100, 120, 120],
        Contents: PdfString.fromText('看过了'),
      });
      return [
        { ref: note, value: annotation },
        { ref: p.ref, value: p.dict },
      ];
    });
    const [sig] = (await verify(bytes)).signatures;
    expect(sig).toMatchObject({ bottomLine: 'valid', modifiedAfterSigning: false, coverage: 'earlier-revision' });
    expect(sig!.modifications).toEqual([expect.objectContaining({ category: 'annotation', allowed: true })]);
  });

  it('a replaced /Reason in the signed signature dictionary makes it modified', async () => {
    const bytes = update((doc) => {
      const sig = (doc.getObject(17) as PdfDict).clone();
      sig.set('Reason', PdfString.fromText('I never agreed'));
      return [{ ref: new PdfRef(17), value: sig }];
    });
    const [sig] = (await verify(bytes)).signatures;
    // The original dictionary is the one verified; its rewrite is the modification.
    expect(sig).toMatchObject({ intact: true, bottomLine: 'modified' });
    expect(sig!.reason).not.toBe('I never agreed');
  });

  it('XMP metadata, document information and a DSS after signing keep it valid', async () => {
    const bytes = update((doc, next) => {
      const meta = next();
      const info = (doc.getObject(15) as PdfDict).clone();
      info.set('ModDate', PdfString.fromText('D:20260101000000Z'));
      const catalog = (doc.getObject(14) as PdfDict).clone();
      catalog.set('Metadata', meta);
      catalog.set('DSS', new PdfDict({ Certs: [] }));
      const xmp = new PdfDict({ Type: new PdfName('Metadata'), Subtype: new PdfName('XML') });
      return [
        { ref: meta, value: createStream(xmp, latin1('<x:xmpmeta/>'), { compress: false }) },
        { ref: new PdfRef(15), value: info },
        { ref: new PdfRef(14), value: catalog },
      ];
    });
    const [sig] = (await verify(bytes)).signatures;
    expect(sig!.bottomLine).toBe('valid');
    expect(sig!.modifications.map((m) => m.category).sort()).toEqual(['dss', 'metadata', 'metadata']);
  });

  it('a new page after signing makes it modified', async () => {
    const bytes = update((doc, next) => {
      const added = next();
      const pages = (doc.getObject(4) as PdfDict).clone();
      pages.set('Kids', [...(doc.getArray(pages, 'Kids') ?? []), added]);
      pages.set('Count', 2);
      return [
        {
          ref: added,
          value: new PdfDict({ Type: new PdfName('Page'), Parent: new PdfRef(4), MediaBox: [0, 0, 595, 842] }),
        },
        { ref: new PdfRef(4), value: pages },
      ];
    });
    expect((await verify(bytes)).document.bottomLine).toBe('modified');
  });
});
