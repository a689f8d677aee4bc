/// <reference types="node" />
// What a server signing a batch reuses across documents — the same OCSP response and CRL buffers
// for /DSS (hashed and deflated once, add-dss.ts) and the same CJK text in appearances (the font
// subset made once, embedded-font.ts) — must still give every document complete objects of its own:
// each document's DSS holds the items, each embeds a font file with the glyphs it shows, and a
// different text gets a different subset.
import { afterAll, describe, expect, it } from 'vitest';
import { toHex } from '../asn1/hex';
import { openPdf } from '../parse/document/open-pdf';
import type { PdfDocument } from '../parse/document/pdf-document';
import { PdfRef } from '../parse/model/pdf-ref';
import { PdfStream } from '../parse/model/pdf-stream';
import { signPdf } from './sign-pdf';
import { loadCjkFont } from './testing/cjk-font.fixture';
import { cleanScratch, hasTool, pdfsig } from './testing/pdf-tools.fixture';
import { makeTestPdf } from './testing/make-test-pdf.fixture';
import { NOW, identity, testTsa } from './testing/test-pki.fixture';

const hasPdfsig = hasTool('pdfsig');
const font = loadCjkFont();
afterAll(cleanScratch);

const OCSP = Uint8Array.from([0x30, 0x03, 0x0a, 0x01, 0x00]);
const CRL = Uint8Array.from([0x30, 0x02, 0x05, 0x00]);

function dssEntries(doc: PdfDocument, key: string): Uint8Array[] {
  const dss = doc.getDict(doc.catalog!, 'DSS')!;
  return (doc.getArray(dss, key) ?? []).map((ref) => doc.decodeStream(doc.resolve(ref) as PdfStream).data);
}

/** The decoded FontFile2 streams the document's font descriptors name. */
function fontFiles(doc: PdfDocument): Uint8Array[] {
  const text = Buffer.from(doc.bytes).toString('latin1');
  return [...text.matchAll(/\/FontFile2 (\d+) 0 R/g)].map((match) => {
    const file = doc.getObject(new PdfRef(Number(match[1]), 0));
    if (!(file instanceof PdfStream)) throw new Error(`FontFile2 ${match[1]} is not a stream`);
    return doc.decodeStream(file).data;
  });
}

describe.skipIf(!font)('signing many documents with shared material', () => {
  it('gives each document its own complete DSS and font subset', async () => {
    const { signer } = await identity('P-256');
    const tsa = await testTsa();
    const revocation = { ocspResponses: [OCSP], crls: [CRL] };
    const sign = (pdf: Uint8Array, text: string[]) =>
      signPdf(pdf, {
        signer,
        signingTime: NOW,
        level: 'B-LT',
        timeStamper: tsa.timeStamper,
        revocation,
        field: { page: 1, rect: [100, 100, 160, 60] },
        appearance: { text, font: font! },
      });
    const first = openPdf(await sign(makeTestPdf(), ['演示科技有限公司', '2026-11-26']));
    const second = openPdf(await sign(makeTestPdf([{}, {}]), ['演示科技有限公司', '2026-11-26']));
    const other = openPdf(await sign(makeTestPdf(), ['另一家人事有限公司', '2026-11-27']));
    for (const doc of [first, second, other]) {
      expect(dssEntries(doc, 'OCSPs')).toEqual([OCSP]);
      expect(dssEntries(doc, 'CRLs')).toEqual([CRL]);
    }
    const [firstFont] = fontFiles(first);
    const [secondFont] = fontFiles(second);
    const [otherFont] = fontFiles(other);
    expect(firstFont!.length).toBeGreaterThan(100);
    expect(toHex(secondFont!)).toBe(toHex(firstFont!));
    expect(toHex(otherFont!)).not.toBe(toHex(firstFont!));
    if (hasPdfsig) {
      for (const doc of [first, second, other]) expect(pdfsig(doc.bytes)[0]).toMatchObject({ valid: true });
    }
  });
});
