// A PDF behind a URL, downloaded and checked like the extension does: verdicts for corpus files
// with and without their trust anchor, the spec's message for what is not a signed PDF, the
// catalogue's reason for a damaged one, and a failed download.
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { createWebCryptoEngine } from '@ecsign/core/pdf';
import { describe, expect, it } from 'vitest';
import { checkDownloadedPdf } from './check-downloaded-pdf';

const CORPUS = fileURLToPath(new URL('../../../tests/fixtures/pdf-signatures/', import.meta.url));
const read = (file: string) => new Uint8Array(readFileSync(CORPUS + file));
const ROOT = readFileSync(`${CORPUS}certs/pyhanko-testing-ca-root.cert.pem`, 'utf8');
const engine = createWebCryptoEngine(globalThis.crypto.subtle);

function serving(body: Uint8Array | string, init: ResponseInit = {}): typeof fetch {
  return async () => new Response(body as BodyInit, { headers: { 'content-type': 'application/pdf' }, ...init });
}
const check = (fetchFn: typeof fetch, anchors: string[] = [], url = 'https://docs.example/contracts/a.pdf') =>
  checkDownloadedPdf(url, {
    fetch: fetchFn,
    engine,
    trustAnchors: anchors,
    now: () => Date.UTC(2020, 10, 1),
    id: 'r1',
  });

describe('checkDownloadedPdf', () => {
  it('gives the verdict of a signed PDF, trusted with its anchor', async () => {
    const result = await check(serving(read('pyhanko__sig-with-ski-sid.pdf')), [ROOT]);
    expect(result).toMatchObject({
      id: 'r1',
      url: 'https://docs.example/contracts/a.pdf',
      name: 'a.pdf',
      state: 'done',
      bottomLine: 'valid',
      signatureBottomLines: ['valid'],
      verdict: { file: 'a.pdf', status: 'valid', signatures: [{ intact: true, trusted: true }] },
    });
  });

  it('without the anchor the signature is intact but the file does not pass', async () => {
    const result = await check(serving(read('pyhanko__sig-with-ski-sid.pdf')));
    expect(result).toMatchObject({ state: 'done', bottomLine: 'valid', verdict: { status: 'invalid' } });
  });

  it('finds tampering', async () => {
    const result = await check(serving(read('pdfsign__sigmodified.pdf')));
    expect(result).toMatchObject({
      state: 'done',
      bottomLine: 'tampered',
      signatureBottomLines: ['tampered'],
      verdict: { signatures: [{ intact: false }] },
    });
  });

  it('names the file as the server does', async () => {
    const result = await check(
      serving(read('signpdf__signed-once.pdf'), {
        headers: { 'content-disposition': "attachment; filename*=UTF-8''%E5%90%88%E5%90%8C.pdf" },
      }),
      [],
      'https://docs.example/download?id=7',
    );
    expect(result.name).toBe('合同.pdf');
  });

  it.each([
    ['an unsigned PDF', read('signpdf__w3dummy.pdf'), 'PDF_NOT_SIGNED'],
    ['a web page', '<!doctype html><title>not a pdf</title>', 'PDF_NOT_SIGNED'],
    ['a damaged PDF', '%PDF-1.7\n1 0 obj <<', 'PDF_DAMAGED'],
    ['an empty file', '', 'PDF_ZERO_SIZE'],
  ])('refuses %s with the catalogue code', async (_, body, code) => {
    expect(await check(serving(body))).toMatchObject({ state: 'refused', code });
  });

  it('reports a download that failed', async () => {
    expect(await check(serving('gone', { status: 404 }))).toMatchObject({ state: 'fetch-failed', reason: 'HTTP 404' });
    const blocked: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await check(blocked)).toMatchObject({ state: 'fetch-failed', reason: 'Failed to fetch', name: 'a.pdf' });
  });
});
