// The service worker's verification run: "checking" first, the configured server's roots as
// anchors, the result kept for the popup (the toolbar badge stays the to-do count), and a blocked
// download marked with the origin the popup must ask access to.
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { createWebCryptoEngine } from '@ecsign/core/pdf';
import { describe, expect, it } from 'vitest';
import { createVerifier } from './create-verifier';
import { fakeStorageArea } from './fake-storage-area';
import { verifyResultsStore } from './verify-results-store';

const CORPUS = fileURLToPath(new URL('../../../tests/fixtures/pdf-signatures/', import.meta.url));
const ROOT = readFileSync(`${CORPUS}certs/pyhanko-testing-ca-root.cert.pem`, 'utf8');

function setUp(options: { rootServed?: boolean; access?: boolean } = {}) {
  const requested: string[] = [];
  const results = verifyResultsStore(fakeStorageArea());
  const fetchFn = (async (input: string | URL | Request) => {
    const url = String(input);
    requested.push(url);
    if (url === 'https://ec.example/ecapi/pki/root.pem' && options.rootServed !== false) return new Response(ROOT);
    if (url.startsWith('https://ec.example/')) return new Response('no', { status: 404 });
    if (url.startsWith('https://blocked.example/')) throw new TypeError('Failed to fetch');
    return new Response(new Uint8Array(readFileSync(CORPUS + url.split('/').pop())));
  }) as typeof fetch;
  const verifier = createVerifier({
    fetch: fetchFn,
    engine: createWebCryptoEngine(globalThis.crypto.subtle),
    results,
    serverAddress: async () => 'https://ec.example',
    hasAccess: async () => options.access ?? true,
    now: () => Date.UTC(2020, 10, 1),
  });
  return { verifier, results, requested };
}

describe('createVerifier', () => {
  it('checks with the server’s roots as anchors and keeps the result for the popup', async () => {
    const { verifier, results, requested } = setUp();
    const result = await verifier.verify('https://docs.example/pyhanko__sig-with-ski-sid.pdf');
    expect(result).toMatchObject({ state: 'done', verdict: { status: 'valid' } });
    expect(requested).toEqual([
      'https://ec.example/ecapi/pki/root.pem',
      'https://ec.example/ecapi/pki/sm2/root.pem',
      'https://docs.example/pyhanko__sig-with-ski-sid.pdf',
    ]);
    expect(await results.list()).toEqual([result]);
  });

  it('keeps “tampered” and an untrusted result apart when the server’s roots are not there', async () => {
    const { verifier, results } = setUp({ rootServed: false });
    await verifier.verify('https://docs.example/pyhanko__sig-with-ski-sid.pdf');
    await verifier.verify('https://docs.example/pdfsign__sigmodified.pdf');
    expect((await results.list()).map((r) => r.state === 'done' && r.bottomLine)).toEqual(['tampered', 'valid']);
  });

  it('names the origin to ask access to when the download was blocked without it', async () => {
    const denied = setUp({ access: false });
    expect(await denied.verifier.verify('https://blocked.example/a.pdf')).toMatchObject({
      state: 'fetch-failed',
      origin: 'https://blocked.example',
    });
    const allowed = setUp({ access: true });
    const result = await allowed.verifier.verify('https://blocked.example/a.pdf');
    expect(result.state === 'fetch-failed' && result.origin).toBe(undefined);
  });
});
