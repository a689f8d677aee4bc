/// <reference types="node" />
// signPdf on a document with staged objects (PdfDocument.stage, as an HR row's fill is staged):
// the staged objects and the signature go into one incremental update that the signature covers;
// a staged page is the page the signature's widget is added to, so neither change loses the
// other; and the file verifies for core's validator and for pdfsig as a file signed in full.
import { afterAll, describe, expect, it } from 'vitest';
import { openPdf } from '../parse/document/open-pdf';
import { PdfDict } from '../parse/model/pdf-dict';
import { PdfRef } from '../parse/model/pdf-ref';
import { getPages } from '../parse/structure/get-pages';
import { verifyPdf } from '../verify/verify-pdf';
import { createStream } from '../write/create-stream';
import { nextObjectNumber } from '../write/next-object-number';
import { signPdf } from './sign-pdf';
import { cleanScratch, hasTool, pdfsig } from './testing/pdf-tools.fixture';
import { makeTestPdf } from './testing/make-test-pdf.fixture';
import { twoToneSeal } from './testing/make-png.fixture';
import { NOW, engine, identity } from './testing/test-pki.fixture';

afterAll(cleanScratch);
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** The template opened with a content stream staged on page 1 (what stageFill does, smaller). */
function stagedTemplate() {
  const template = makeTestPdf();
  const doc = openPdf(template);
  const page = getPages(doc)[0]!;
  const content = new PdfRef(nextObjectNumber(doc), 0);
  const pageDict = page.dict.clone().set('Contents', [page.dict.get('Contents')!, content]);
  doc.stage([
    { ref: content, value: createStream(new PdfDict(), ascii('q 0 0 1 rg 10 10 50 50 re f Q')) },
    { ref: page.ref!, value: pageDict },
  ]);
  return { template, doc, content, pageRef: page.ref! };
}

describe('signPdf with staged objects', () => {
  it('writes the staged objects and the signature as one revision the signature covers', async () => {
    const { signer } = await identity('P-256');
    const { template, doc, content, pageRef } = stagedTemplate();
    const signed = await signPdf(doc, {
      signer,
      signingTime: NOW,
      field: { page: 1, rect: [100, 100, 120, 60] },
      appearance: { image: twoToneSeal() },
    });
    expect(signed.subarray(0, template.length)).toEqual(template);
    const reopened = openPdf(signed);
    expect(reopened.revisions).toHaveLength(openPdf(template).revisions.length + 1);
    // The staged content stream is in the signed revision, and the page written once has both
    // the staged /Contents and the signature's widget in /Annots.
    expect(reopened.getIndirect(content)?.revision).toBe(reopened.revisions.length - 1);
    const page = reopened.dictOf(pageRef)!;
    expect(reopened.getArray(page, 'Contents')!.some((ref) => ref instanceof PdfRef && ref.equals(content))).toBe(true);
    const annots = reopened.getArray(page, 'Annots')!;
    expect(annots).toHaveLength(1);
    expect(reopened.getName(reopened.dictOf(annots[0])!, 'Subtype')).toBe('Widget');

    const { root } = await identity('P-256');
    const report = await verifyPdf(signed, { engine, trustAnchors: [root.der], now: new Date(+NOW + 10_000) });
    expect(report.signatures).toHaveLength(1);
    expect(report.signatures[0]).toMatchObject({
      intact: true,
      trusted: true,
      coverage: 'whole-document',
      modifiedAfterSigning: false,
    });
    if (hasTool('pdfsig')) expect(pdfsig(signed)[0]).toMatchObject({ valid: true, totalDocument: true });
  });

  it('leaves the document as the file has it once nothing is staged', async () => {
    const template = makeTestPdf();
    const doc = openPdf(template);
    expect(doc.stagedObjects()).toEqual([]);
    const { signer } = await identity('P-256');
    const fromDoc = await signPdf(doc, { signer, signingTime: NOW });
    const fromBytes = await signPdf(template, { signer, signingTime: NOW });
    // Same revision either way, up to the signature's own bytes (ECDSA signatures are randomised).
    expect(openPdf(fromDoc).revisions.length).toBe(openPdf(fromBytes).revisions.length);
    expect(fromDoc.length).toBe(fromBytes.length);
  });
});
