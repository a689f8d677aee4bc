/// <reference types="node" />
// PAdES levels beyond B-B: B-T (an RFC 3161 signature time-stamp over the signature value),
// B-LT (a DSS with certificates, OCSP responses and CRLs, and a VRI entry), B-LTA (a document
// time-stamp after the DSS); plus the time-stamp transport and what happens when a TSA fails.
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error';
import { toHex } from '../asn1/hex';
import { parseSignedData, parseTimeStampToken } from '../cms/parse-signed-data';
import { buildTimeStampResponse } from '../cms/time-stamp-response';
import { verifySignatureTimeStamps } from '../cms/verify-signature-time-stamps';
import { verifyTimeStampToken } from '../cms/verify-time-stamp-token';
import { openPdf } from '../parse/document/open-pdf';
import type { PdfDocument } from '../parse/document/pdf-document';
import type { PdfStream } from '../parse/model/pdf-stream';
import { findSignatures } from '../parse/structure/find-signatures';
import { addDss } from './add-dss';
import { createHttpTimeStamper } from './create-http-time-stamper';
import { signPdf } from './sign-pdf';
import type { TimeStamper } from './types';
import { cleanScratch, hasTool, pdfsig, qpdfCheck } from './testing/pdf-tools.fixture';
import { makeTestPdf } from './testing/make-test-pdf.fixture';
import { NOW, engine, identity, testTsa } from './testing/test-pki.fixture';

const CORPUS = fileURLToPath(new URL('../../../../tests/fixtures/pdf-signatures/', import.meta.url));
const hasPdfsig = hasTool('pdfsig');
const hasQpdf = hasTool('qpdf');
afterAll(cleanScratch);

const FAKE_OCSP = Uint8Array.from([0x30, 0x03, 0x0a, 0x01, 0x00]);
const FAKE_CRL = Uint8Array.from([0x30, 0x02, 0x05, 0x00]);

/** The DSS's streams of one kind, decoded. */
function dssEntries(doc: PdfDocument, key: string): Uint8Array[] {
  const dss = doc.getDict(doc.catalog!, 'DSS')!;
  return (doc.getArray(dss, key) ?? []).map((ref) => doc.decodeStream(doc.resolve(ref) as PdfStream).data);
}

describe('PAdES levels', () => {
  it('B-T: the signature carries a time-stamp over its value; pdfsig calls it valid', async () => {
    const { signer } = await identity('RSA-2048');
    const tsa = await testTsa();
    const signed = await signPdf(makeTestPdf(), {
      signer,
      signingTime: NOW,
      level: 'B-T',
      timeStamper: tsa.timeStamper,
    });
    expect(tsa.count()).toBe(1);
    const [sig] = findSignatures(openPdf(signed)).signatures;
    const info = parseSignedData(sig!.contents!).signerInfos[0]!;
    expect(info.timeStampTokens).toHaveLength(1);
    const [check] = await verifySignatureTimeStamps(info, engine);
    expect(check).toMatchObject({ valid: true, imprint: 'match' });
    if (hasPdfsig) expect(pdfsig(signed)[0]).toMatchObject({ valid: true, totalDocument: true });
    // Too little room reserved: the update is written again, with a fresh time-stamp.
    const retried = await signPdf(makeTestPdf(), {
      signer,
      signingTime: NOW,
      level: 'B-T',
      timeStamper: tsa.timeStamper,
      contentsSize: 2500,
    });
    expect(tsa.count()).toBe(3);
    if (hasPdfsig) expect(pdfsig(retried)[0]).toMatchObject({ valid: true, totalDocument: true });
  });

  it('B-LT: a DSS update with the chain, the TSA chain, OCSP responses and CRLs, keyed by VRI', async () => {
    const { signer, leaf, issuing, root } = await identity('P-256');
    const tsa = await testTsa();
    const input = makeTestPdf();
    const signed = await signPdf(input, {
      signer,
      signingTime: NOW,
      level: 'B-LT',
      timeStamper: tsa.timeStamper,
      revocation: { ocspResponses: [FAKE_OCSP], crls: [FAKE_CRL], certificates: [root.der] },
    });
    const doc = openPdf(signed);
    expect(doc.revisions).toHaveLength(3);
    const certs = dssEntries(doc, 'Certs').map(toHex);
    for (const c of [leaf, issuing, root, tsa.certificate, tsa.root]) expect(certs).toContain(toHex(c.der));
    expect(certs).toHaveLength(5);
    expect(dssEntries(doc, 'OCSPs')).toEqual([FAKE_OCSP]);
    expect(dssEntries(doc, 'CRLs')).toEqual([FAKE_CRL]);
    const [sig] = findSignatures(doc).signatures;
    const vriKey = toHex(await engine.digest('SHA-1', sig!.contents!)).toUpperCase();
    const vri = doc.getDict(doc.getDict(doc.catalog!, 'DSS')!, 'VRI')!;
    const entry = doc.getDict(vri, vriKey)!;
    expect(doc.getArray(entry, 'Cert')).toHaveLength(5);
    expect(doc.getArray(entry, 'OCSP')).toHaveLength(1);
    expect(doc.getArray(entry, 'CRL')).toHaveLength(1);
    if (hasPdfsig) expect(pdfsig(signed)[0]).toMatchObject({ valid: true, totalDocument: false });
    if (hasQpdf) expect(qpdfCheck(signed)).toMatchObject({ status: 0 });
  });

  it('B-LTA: a document time-stamp over everything, DSS included; pdfsig lists it', async () => {
    const { signer } = await identity('RSA-2048');
    const tsa = await testTsa();
    const signed = await signPdf(makeTestPdf(), {
      signer,
      signingTime: NOW,
      level: 'B-LTA',
      timeStamper: tsa.timeStamper,
      revocation: { ocspResponses: [FAKE_OCSP] },
    });
    expect(tsa.count()).toBe(2);
    const doc = openPdf(signed);
    expect(doc.revisions).toHaveLength(4);
    const [, stamp] = findSignatures(doc).signatures;
    expect(stamp).toMatchObject({ type: 'DocTimeStamp', subFilter: 'ETSI.RFC3161' });
    const [, a = 0, b = 0] = stamp!.byteRange!;
    expect(stamp!.byteRange).toEqual([0, a, b, signed.length - b]);
    const check = await verifyTimeStampToken(parseTimeStampToken(stamp!.contents!), engine, (alg) =>
      engine.digest(alg, [signed.subarray(0, a), signed.subarray(b)]),
    );
    expect(check).toMatchObject({ valid: true, imprint: 'match' });
    // The DSS lies before the document time-stamp's /Contents: it is covered.
    const dssOffset = doc.offsetOf((doc.catalog!.get('DSS') as { num: number }).num)!;
    expect(dssOffset).toBeLessThan(a);
    if (hasPdfsig) {
      const report = pdfsig(signed);
      expect(report).toHaveLength(2);
      expect(report[0]).toMatchObject({ valid: true, totalDocument: false });
      expect(report[1]!.field).toBe('TimeStamp1');
      expect(report[1]!.lines).toContain('Signer Certificate Common Name: ecsign Test TSA');
      expect(report[1]!.totalDocument).toBe(true);
    }
    if (hasQpdf) expect(qpdfCheck(signed)).toMatchObject({ status: 0 });
  });

  it('addDss extends an existing DSS (indirect arrays) without storing anything twice', async () => {
    const input = new Uint8Array(readFileSync(`${CORPUS}pyhanko__pades-lta-dss-indirect-arrs-test.pdf`));
    const before = openPdf(input);
    const existing = dssEntries(before, 'Certs');
    const updated = await addDss(input, { engine, certificates: [existing[0]!, FAKE_CRL], crls: [FAKE_CRL] });
    const doc = openPdf(updated);
    expect(dssEntries(doc, 'Certs').map(toHex)).toEqual([...existing, FAKE_CRL].map(toHex));
    expect(dssEntries(doc, 'CRLs').map(toHex)).toContain(toHex(FAKE_CRL));
    expect(updated.subarray(0, input.length)).toEqual(input);
    if (hasPdfsig) {
      const was = pdfsig(input).map((r) => r.valid);
      expect(pdfsig(updated).map((r) => r.valid)).toEqual(was);
    }
    if (hasQpdf) expect(qpdfCheck(updated).status).toBe(qpdfCheck(input).status);
  });

  it('a failing TSA, or a token over another imprint, is PDF_TIMESTAMP_FAILED', async () => {
    const { signer } = await identity('P-256');
    const tsa = await testTsa();
    const pdf = makeTestPdf();
    const failing = async () => {
      throw new TypeError('fetch failed');
    };
    const wrong: TimeStamper = ({ digestAlgorithm }) =>
      tsa.timeStamper({ digestAlgorithm, digest: new Uint8Array(32) });
    for (const timeStamper of [failing, wrong]) {
      const error = await signPdf(pdf, { signer, signingTime: NOW, level: 'B-T', timeStamper }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('PDF_TIMESTAMP_FAILED');
    }
  });

  it('createHttpTimeStamper speaks RFC 3161 over the injected fetch and refuses replies it cannot trust', async () => {
    const { signer } = await identity('RSA-2048');
    const tsa = await testTsa();
    const seen: Array<[string, string | null]> = [];
    const server = (reply: (request: Uint8Array) => Promise<Response>) =>
      (async (url: string, init: RequestInit) => {
        seen.push([url, new Headers(init.headers).get('content-type')]);
        return reply(init.body as Uint8Array);
      }) as unknown as typeof fetch;
    const respond = (body: Uint8Array, status = 200) => new Response(body as Uint8Array<ArrayBuffer>, { status });
    const url = 'http://localhost/ecapi/tsa';
    const sign = (fetch: typeof globalThis.fetch) =>
      signPdf(makeTestPdf(), {
        signer,
        signingTime: NOW,
        level: 'B-T',
        timeStamper: createHttpTimeStamper({ url, fetch, engine }),
      });

    const signed = await sign(server(async (request) => respond(await tsa.answer(request))));
    expect(seen).toEqual([[url, 'application/timestamp-query']]);
    if (hasPdfsig) expect(pdfsig(signed)[0]).toMatchObject({ valid: true, totalDocument: true });

    const refusals = [
      server(async (request) => respond(await tsa.answer(request, { dropNonce: true }))),
      server(async () => respond(buildTimeStampResponse({ status: 2, failure: 'systemFailure' }))),
      server(async () => respond(new Uint8Array(), 503)),
      server(async () => respond(Uint8Array.of(1, 2, 3))),
    ];
    for (const fetch of refusals) {
      const error = await sign(fetch).catch((e: unknown) => e);
      expect((error as AppError).code).toBe('PDF_TIMESTAMP_FAILED');
    }
  });
});
