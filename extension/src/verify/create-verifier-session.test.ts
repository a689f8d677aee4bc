// The verifier with the session and local files: the configured server's contract PDF opens with
// the session token (it answers 401 without), another site never sees the token, and a local file
// is read when Chrome allows it and otherwise reported with the switch to turn on.
import { createWebCryptoEngine } from '@ecsign/core/pdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifier } from './create-verifier';
import { fakeStorageArea } from './fake-storage-area';
import { fileAccessOf } from './file-access';
import { signedTestPdf } from './testing/signed-test-pdf';
import { verifyResultsStore } from './verify-results-store';

const SERVER = 'https://ec.example';
const CONTRACT = `${SERVER}/ecapi/contract/plan/p1/document/d1/pdf`;
let signed: { pdf: Uint8Array; rootPem: string };

beforeAll(async () => {
  signed = await signedTestPdf();
});

function setUp(options: { token?: string; fileAccessAllowed?: boolean } = {}) {
  const sent = new Map<string, string | null>();
  const fetchFn = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const authorization = new Headers(init.headers).get('authorization');
    sent.set(url, authorization);
    if (url === `${SERVER}/ecapi/pki/root.pem`) return new Response(signed.rootPem);
    // The server's own file wants the session, like the contract routes.
    if (url === CONTRACT && authorization !== 'Bearer tok-1') return new Response('{}', { status: 401 });
    if (url.endsWith('.pdf') || url === CONTRACT) return new Response(signed.pdf as BodyInit);
    return new Response('no', { status: 404 });
  }) as typeof fetch;
  // chrome.extension as the service worker sees it.
  const chromeExtension = { isAllowedFileSchemeAccess: async () => options.fileAccessAllowed ?? false };
  const verifier = createVerifier({
    fetch: fetchFn,
    engine: createWebCryptoEngine(globalThis.crypto.subtle),
    results: verifyResultsStore(fakeStorageArea()),
    serverAddress: async () => SERVER,
    hasAccess: async () => true,
    now: () => Date.now(),
    accessToken: async () => options.token,
    fileAccess: () => fileAccessOf(chromeExtension, 'chrome'),
  });
  return { verifier, sent };
}

describe('createVerifier with the session and local files', () => {
  it('opens the configured server’s contract PDF with the session token', async () => {
    const { verifier, sent } = setUp({ token: 'tok-1' });
    expect(await verifier.verify(CONTRACT)).toMatchObject({ state: 'done', verdict: { status: 'valid' } });
    expect(sent.get(CONTRACT)).toBe('Bearer tok-1');
    // The platform roots are public: they are asked for without the token.
    expect(sent.get(`${SERVER}/ecapi/pki/root.pem`)).toBeNull();
  });

  it('logged out, the same PDF answers 401 and says so', async () => {
    const { verifier } = setUp();
    expect(await verifier.verify(CONTRACT)).toMatchObject({ state: 'fetch-failed', reason: 'HTTP 401' });
  });

  it('never sends the token to another site', async () => {
    const { verifier, sent } = setUp({ token: 'tok-1' });
    const elsewhere = 'https://docs.example/contract.pdf';
    expect(await verifier.verify(elsewhere)).toMatchObject({ state: 'done', verdict: { status: 'valid' } });
    expect(sent.get(elsewhere)).toBeNull();
    const lookAlike = 'https://ec.example.evil.example/contract.pdf';
    await verifier.verify(lookAlike);
    expect(sent.get(lookAlike)).toBeNull();
  });

  it('reads a downloaded PDF when Chrome allows file access', async () => {
    const { verifier, sent } = setUp({ token: 'tok-1', fileAccessAllowed: true });
    const local = 'file:///home/me/Downloads/contract.pdf';
    expect(await verifier.verify(local)).toMatchObject({
      state: 'done',
      name: 'contract.pdf',
      verdict: { status: 'valid' },
    });
    expect(sent.get(local)).toBeNull();
  });

  it('without file access, reads nothing and names the switch to turn on', async () => {
    const { verifier, sent } = setUp({ fileAccessAllowed: false });
    const local = 'file:///home/me/Downloads/%E5%90%88%E5%90%8C.pdf';
    expect(await verifier.verify(local)).toMatchObject({
      state: 'fetch-failed',
      name: '合同.pdf',
      fileAccess: 'switched-off',
    });
    expect(sent.has(local)).toBe(false);
  });
});
