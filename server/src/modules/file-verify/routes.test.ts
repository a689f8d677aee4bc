// POST /ecapi/file/verify through inject: a PDF signed with a platform-issued certificate is valid
// and trusted (the platform root is the anchor), a tampered copy is not intact, an unsigned PDF is
// `unsigned`, raw and multipart uploads agree, bad files get the catalogue's texts, and the size
// and rate limits answer 413 and 429 — all without logging in.
import { readFileSync } from 'node:fs';
import { signPdf } from '@ecsign/core/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { issueSubjectCertificate } from '../pki/issue-subject-certificate';
import { subjectSigner } from '../pki/subject-signer';
import { FILE_VERIFY_MAX_BYTES } from '@ecsign/core/model';
import { FILE_VERIFY_PER_CLIENT } from './file-verify-limits';

const UNSIGNED = new Uint8Array(
  readFileSync(new URL('../../../../tests/fixtures/pdf-signatures/signpdf__w3dummy.pdf', import.meta.url)),
);

function multipart(name: string, bytes: Uint8Array, boundary = 'ecsign-boundary-7MA4YWxk') {
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

describe('POST /ecapi/file/verify', () => {
  let t: TestApp;
  let signed: Uint8Array;
  let address = 0;
  /** Each test from its own client address, so the rate limit test is the only one that meets it. */
  const post = (options: { headers?: Record<string, string>; payload: Buffer | Uint8Array; url?: string }) =>
    t.app.inject({
      method: 'POST',
      url: options.url ?? '/ecapi/file/verify',
      remoteAddress: `10.0.0.${++address}`,
      headers: { 'content-type': 'application/pdf', ...options.headers },
      payload: Buffer.from(options.payload),
    });

  beforeAll(async () => {
    t = await buildTestApp();
    const [admin] = await t.context.database.query<{ user_id: string; id: string }>(
      "SELECT a.user_id, a.id FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.username = 'admin' AND a.account_type = 'PERSONAL'",
    );
    await issueSubjectCertificate(t.context, t.context.database.db, {
      subjectType: 'PERSON',
      subjectId: admin!.user_id,
      name: '王管理',
      identifier: 'test-identifier-hmac',
      keyAlgorithm: 'P-256',
    });
    signed = await signPdf(UNSIGNED, { signer: await subjectSigner(t.context, admin!.id), signingTime: new Date() });
  });
  afterAll(() => t?.close());

  it('answers the CLI’s per-file verdict: valid and trusted for a platform signature', async () => {
    const reply = await post({ url: '/ecapi/file/verify?name=contract.pdf', payload: signed });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      status: 200,
      message: 'success',
      data: {
        file: 'contract.pdf',
        status: 'valid',
        verdict: 'valid',
        reason: null,
        signatures: [
          {
            field: expect.any(String),
            signer: '王管理',
            intact: true,
            trusted: true,
            coverage: 'whole',
            uncovered: 'none',
            modifiedAfterSigning: false,
            level: 'B-B',
            algorithm: 'ECDSA with SHA-256',
            signingTime: expect.stringMatching(/^\d{4}-/),
            timestamp: null,
            problems: [],
            verdict: 'valid',
            reason: null,
          },
        ],
      },
    });
  });

  it('takes the file of a multipart form just the same, with its name', async () => {
    const reply = await post(multipart('合同.pdf', signed));
    expect(reply.json().data).toMatchObject({ file: '合同.pdf', status: 'valid' });
  });

  it('finds a changed byte, and calls an unsigned PDF unsigned', async () => {
    const tampered = signed.slice();
    tampered[200]! ^= 0x01;
    const bad = await post({ payload: tampered });
    expect(bad.json().data).toMatchObject({ file: 'upload.pdf', status: 'invalid', signatures: [{ intact: false }] });
    const plain = await post({ payload: UNSIGNED });
    expect(plain.json().data).toEqual({ file: 'upload.pdf', status: 'unsigned', signatures: [] });
    const emptyName = await post({ url: '/ecapi/file/verify?name=', payload: UNSIGNED });
    expect(emptyName.json().data).toEqual({ file: 'upload.pdf', status: 'unsigned', signatures: [] });
  });

  it.each([
    ['not a PDF', Buffer.from('hello, world'), 74300006, 'The file is not a PDF'],
    ['an empty body', Buffer.alloc(0), 74300005, 'The PDF file is empty (0 bytes)'],
    ['a truncated PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<<'), 74600006, 'The PDF is damaged and cannot be read'],
  ])('refuses %s with the catalogue’s text', async (_, payload, status, message) => {
    const reply = await post({ payload, headers: { 'accept-language': 'en' } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ status, message });
  });

  it('refuses a file over 20 MB with 413 before reading it', async () => {
    const reply = await post({ payload: Buffer.alloc(FILE_VERIFY_MAX_BYTES + 100 * 1024, 0x20) });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toMatchObject({ status: 70000013, data: { maxBytes: FILE_VERIFY_MAX_BYTES } });
  });

  it('limits the checks per client address (429 with the seconds to wait)', async () => {
    const from = (payload: Uint8Array) =>
      t.app.inject({
        method: 'POST',
        url: '/ecapi/file/verify',
        remoteAddress: '192.0.2.77',
        headers: { 'content-type': 'application/pdf' },
        payload: Buffer.from(payload),
      });
    for (let i = 0; i < FILE_VERIFY_PER_CLIENT.limit; i++) expect((await from(UNSIGNED)).statusCode).toBe(200);
    const refused = await from(UNSIGNED);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 70000011, data: { retryAfterSeconds: expect.any(Number) } });
  });
});
