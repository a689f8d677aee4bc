// Uploads are judged by their bytes, not by their names: on every upload endpoint a
// PDF named .png, an HTML page named .pdf (or a PDF named .csv) and an oversized body are refused
// with the endpoint's catalogue code and a human message. Attachments take any type by design, so
// only their size is checked.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractKit, samplePdf, type ContractKit } from '../test-support/contract-test-kit';

const HTML = new TextEncoder().encode('<!doctype html><html><body><script>alert(1)</script></body></html>');
const MB = 1024 * 1024;
const oversized = (megabytes: number) => {
  // A real PDF header, then padding: only the size is wrong.
  const bytes = new Uint8Array(megabytes * MB + 1).fill(0x20);
  bytes.set(samplePdf().subarray(0, 1024));
  return bytes;
};

function multipart(fileName: string, bytes: Uint8Array) {
  const boundary = 'ecsign-security-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

type Who = 'admin' | 'zhangsan' | 'ops' | 'anyone';
interface Endpoint {
  name: string;
  who: Who;
  send(bytes: Uint8Array, fileName: string): { method: 'POST'; url: string; payload: unknown; contentType: string };
  /** A wrong type offered under a trusted name. */
  disguised: [Uint8Array, string];
  /** Megabytes just over the endpoint's limit. */
  overMb: number;
  /** The catalogue code of the disguised file (the oversized one is always PAYLOAD_TOO_LARGE). */
  code: number;
}

const PAYLOAD_TOO_LARGE = 70000013;

const raw = (url: string) => (bytes: Uint8Array, fileName: string) => ({
  method: 'POST' as const,
  url: `${url}${url.includes('?') ? '&' : '?'}fileName=${encodeURIComponent(fileName)}`,
  payload: Buffer.from(bytes),
  contentType: 'application/octet-stream',
});
const form = (url: string) => (bytes: Uint8Array, fileName: string) => ({
  method: 'POST' as const,
  url,
  ...multipart(fileName, bytes),
});
const image = (url: string, extra: object) => (bytes: Uint8Array) => ({
  method: 'POST' as const,
  url,
  payload: { ...extra, imageBase64: `data:image/png;base64,${Buffer.from(bytes).toString('base64')}` },
  contentType: 'application/json',
});

const ENDPOINTS: Endpoint[] = [
  {
    name: 'personal signature upload',
    who: 'zhangsan',
    send: image('/ecapi/cb/assemble/seal/personal/upload', {}),
    disguised: [samplePdf(), 'signature.png'],
    overMb: 6,
    code: 60100004,
  },
  {
    name: 'enterprise seal upload',
    who: 'admin',
    send: image('/ecapi/cb/assemble/seal/enterprise/upload', { kind: 'CONTRACT', name: '合同章' }),
    disguised: [samplePdf(), 'seal.png'],
    overMb: 6,
    code: 60100004,
  },
  {
    name: 'contract document',
    who: 'admin',
    send: raw('/ecapi/contract/file/upload?kind=DOCUMENT'),
    disguised: [HTML, 'contract.pdf'],
    overMb: 21,
    code: 74300006,
  },
  {
    name: 'template upload',
    who: 'admin',
    send: form('/ecapi/cb/assemble/template/upload?name=模板'),
    disguised: [HTML, 'template.pdf'],
    overMb: 21,
    code: 63100011,
  },
  {
    name: 'help document',
    who: 'ops',
    send: raw('/ecapi/cb/assemble/help/upload?title=帮助'),
    disguised: [HTML, 'guide.pdf'],
    overMb: 21,
    code: 61200005,
  },
  {
    name: 'file verify',
    who: 'anyone',
    send: form('/ecapi/file/verify'),
    disguised: [HTML, 'signed.pdf'],
    overMb: 21,
    code: 74300006,
  },
  {
    name: 'contacts CSV import',
    who: 'zhangsan',
    send: form('/ecapi/cb/assemble/contact/import'),
    disguised: [samplePdf(), 'contacts.csv'],
    overMb: 2,
    code: 75006003,
  },
];

describe('uploads checked by content', () => {
  let kit: ContractKit;
  let opsToken: string;
  const codes: Record<string, number[]> = {};

  beforeAll(async () => {
    kit = await contractKit();
    const login = await kit.t.app.inject({
      method: 'POST',
      url: '/ecapi/token/accessToken',
      payload: { username: 'ops', password: 'Ops@2026ec', userOwnerType: 'INSIDE' },
    });
    opsToken = login.json().data.access_token;
  }, 120_000);
  afterAll(async () => {
    console.log('upload refusals (endpoint → [disguised, oversized] codes):', JSON.stringify(codes));
    await kit.t.close();
  });

  async function send(endpoint: Endpoint, bytes: Uint8Array, fileName: string): Promise<LightMyRequestResponse> {
    const request = endpoint.send(bytes, fileName);
    const token = { admin: kit.admin.token, zhangsan: kit.zhangsan.token, ops: opsToken, anyone: undefined }[
      endpoint.who
    ];
    return kit.t.app.inject({
      method: request.method,
      url: request.url,
      payload: request.payload as string,
      headers: { 'content-type': request.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  }

  function expectRefused(reply: LightMyRequestResponse, what: string): number {
    const body = reply.json() as { status: number; message: string; data: unknown };
    expect([400, 413, 415, 422], `${what}: ${reply.statusCode} ${reply.body.slice(0, 300)}`).toContain(
      reply.statusCode,
    );
    // A catalogue code with its text, not the bare framework error.
    expect(body.status, what).toBeGreaterThan(10_000_000);
    expect(body.status, what).not.toBe(70000002);
    expect(body.message.length, what).toBeGreaterThan(1);
    return body.status;
  }

  it('refuses an oversized contract attachment', async () => {
    const reply = await kit.t.app.inject({
      method: 'POST',
      url: '/ecapi/contract/file/upload?kind=ATTACHMENT&fileName=annex.txt',
      payload: Buffer.from(oversized(21)),
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${kit.admin.token}` },
    });
    expect(expectRefused(reply, 'attachment oversized')).toBe(PAYLOAD_TOO_LARGE);
  });

  it('refuses an upload of a kind the product does not know with 6300006 (spec item E-63xxxxx)', async () => {
    const reply = await kit.t.app.inject({
      method: 'POST',
      url: '/ecapi/contract/file/upload?kind=SPREADSHEET&fileName=sheet.pdf',
      payload: Buffer.from(samplePdf()),
      headers: { 'content-type': 'application/pdf', authorization: `Bearer ${kit.admin.token}` },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ status: 6300006, message: '未知的文档类型' });
  });

  it('refuses an empty contract attachment with 634010205 (spec item E-6340102xx)', async () => {
    const reply = await kit.t.app.inject({
      method: 'POST',
      url: '/ecapi/contract/file/upload?kind=ATTACHMENT&fileName=annex.txt',
      payload: Buffer.alloc(0),
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${kit.admin.token}` },
    });
    expect(expectRefused(reply, 'attachment empty')).toBe(634010205);
  });

  it.each(ENDPOINTS)('$name refuses a disguised file and an oversized one', async (endpoint) => {
    const [bytes, name] = endpoint.disguised;
    const disguised = expectRefused(await send(endpoint, bytes, name), `${endpoint.name} disguised`);
    const big = expectRefused(
      await send(endpoint, oversized(endpoint.overMb), name.replace(/\.\w+$/, '.pdf')),
      `${endpoint.name} oversized`,
    );
    codes[endpoint.name] = [disguised, big];
    expect([disguised, big]).toEqual([endpoint.code, PAYLOAD_TOO_LARGE]);
  });
});
