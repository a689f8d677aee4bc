// The text rule through the real routes (core/validation/safe-text.ts): NUL and other control
// characters, bidi overrides, invisible-only names, over-long text and unsafe upload file names
// are refused with a catalogue code and a 4xx — never a 500, never stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { demoClient, type DemoClient } from '../test-support/staff-client';

const TOO_LONG = [400, 70000017];
const UNSAFE = [400, 70000018];
const INVISIBLE = [400, 70000019];

describe('the text rule on every route', () => {
  let t: TestApp;
  let lisi: DemoClient;
  beforeAll(async () => {
    t = await buildTestApp();
    lisi = await demoClient(t, 'lisi');
  }, 60_000);
  afterAll(() => t.close());

  const saveGroup = async (name: string) => {
    const reply = await lisi.post('cb/assemble/contact/group/save', { name });
    return [reply.statusCode, reply.status];
  };

  it.each([
    ['a NUL byte', 'team\u0000a', UNSAFE],
    ['an escape sequence', 'team\u001b]0;owned\u0007', UNSAFE],
    ['a C1 control', 'team\u009b2J', UNSAFE],
    ['a right-to-left override', 'gpj.\u202Eexe', UNSAFE],
    ['a bidi isolate', 'team\u2066a', UNSAFE],
    ['a lone surrogate', 'team\uD800', UNSAFE],
    ['only invisible characters', '\u200B\u200D\u3164', INVISIBLE],
    ['101 characters', '名'.repeat(101), TOO_LONG],
  ])('refuses a group name with %s', async (_, name, expected) => {
    expect(await saveGroup(name)).toEqual(expected);
  });

  it('keeps a name with an emoji, Chinese and inner spaces', async () => {
    const reply = await lisi.post('cb/assemble/contact/group/save', { name: '销售 一组 🚀' });
    expect(reply.status).toBe(200);
  });

  it('refuses a NUL in a query parameter and in a JSON key before any route parses it', async () => {
    const query = await t.app.inject({
      method: 'GET',
      url: '/ecapi/contract/verify?code=%00ABCD',
    });
    expect([query.statusCode, query.json().status]).toEqual(UNSAFE);
    const key = await t.app.inject({
      method: 'POST',
      url: '/ecapi/cb/assemble/contact/group/save',
      headers: { authorization: lisi.authorization },
      payload: { name: 'ok', 'x\u0000': 1 },
    });
    expect([key.statusCode, key.json().status]).toEqual(UNSAFE);
  });

  it('refuses a 3 MB contract name as too long, not as a crash', async () => {
    const reply = await lisi.post('cb/assemble/contact/save', {
      signatoryType: 0,
      name: 'x'.repeat(3 * 1024 * 1024),
      mobile: '13800009999',
    });
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode).toBeLessThan(500);
  });

  it('refuses an upload whose file name carries control characters', async () => {
    const boundary = 'textrule';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''a%1B%5B2J.pdf\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      Buffer.from('%PDF-1.4\n%%EOF\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/ecapi/file/verify',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect([reply.statusCode, reply.json().status]).toEqual(UNSAFE);
    const raw = await t.app.inject({
      method: 'POST',
      url: `/ecapi/file/verify?name=${encodeURIComponent('\u202Efdp.exe')}`,
      headers: { 'content-type': 'application/pdf' },
      payload: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    expect([raw.statusCode, raw.json().status]).toEqual(UNSAFE);
  });
});
