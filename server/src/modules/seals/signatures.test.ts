// Personal signatures through the API: generated from the verified name, drawn (one handwritten
// signature, redrawn only on purpose), uploaded with the paper removed, the default, and the
// deletion rules; bad pictures get their catalogue codes and leave nothing behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../test-support/build-test-app';
import { client, newPerson, testIdentity, verifyPerson, type Client } from '../../test-support/test-people';
import { encodePng } from '../captcha/encode-png';
import { padDrawingBase64, paperPhotoBase64, readPng } from '../../test-support/test-images';

const P = 'cb/assemble/seal';

async function image(api: Client, sealId: string, format = 'png') {
  return api.get(`${P}/image`, { sealId, format });
}

describe('personal signatures', () => {
  let t: TestApp;
  let me: Client;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const person = await newPerson(t);
    await verifyPerson(person, testIdentity());
    me = person.api;
    token = person.token;
  }, 120_000);
  afterAll(() => t.close());

  const download = (sealId: string, format = 'png') =>
    t.app.inject({
      method: 'GET',
      url: `/ecapi/${P}/image`,
      query: { sealId, format },
      headers: { authorization: `Bearer ${token}` },
    });
  const list = async () =>
    (await me.get(`${P}/personal/list`)).data as { sealId: string; isDefault: boolean; source: string }[];

  it('generates a signature from the verified name; the first one becomes the default', async () => {
    const reply = await me.post(`${P}/personal/generate`, { style: 'BOLD' });
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({
      kind: 'SIGNATURE',
      source: 'GENERATED',
      style: 'BOLD',
      isDefault: true,
      hasSvg: true,
    });
    const png = await download(reply.data.sealId);
    expect(png.headers['content-type']).toBe('image/png');
    const picture = readPng(png.rawPayload);
    expect(picture.alphaAt(0, 0)).toBe(0);
    expect(picture.height).toBe(Math.round(reply.data.heightMm * 16));
    const svg = await download(reply.data.sealId, 'svg');
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toMatch(/^<svg [^>]*viewBox="0 0 [\d.]+ [\d.]+"[^>]*>.*<path d="M/);
  });

  it('generates a square personal seal in the SEAL style', async () => {
    const reply = await me.post(`${P}/personal/generate`, { style: 'SEAL' });
    expect(reply.data).toMatchObject({ kind: 'PERSONAL_SEAL', isDefault: false, widthMm: 18, heightMm: 18 });
  });

  it('keeps one handwritten signature: a second drawing is refused unless it replaces the first', async () => {
    const first = await me.post(`${P}/personal/draw`, { imageBase64: padDrawingBase64() });
    expect(first.data).toMatchObject({ source: 'DRAWN', kind: 'SIGNATURE' });
    const second = await me.post(`${P}/personal/draw`, { imageBase64: padDrawingBase64() });
    expect([second.statusCode, second.status]).toEqual([409, 75000020]);
    expect(second.message).toBe('手写签名已存在');
    const replaced = await me.post(`${P}/personal/draw`, { imageBase64: padDrawingBase64(), replace: true });
    expect(replaced.data.sealId).toBe(first.data.sealId);
    expect((await list()).filter((s) => s.source === 'DRAWN')).toHaveLength(1);
    // The pad's picture is cropped to the strokes: 220×67 px of ink plus a small margin.
    const picture = readPng((await download(first.data.sealId)).rawPayload);
    expect(picture.width).toBeLessThan(240);
    expect(picture.height).toBeLessThan(90);
  });

  it('removes the paper from an uploaded photo and crops to the ink', async () => {
    const reply = await me.post(`${P}/personal/upload`, { imageBase64: `data:image/png;base64,${paperPhotoBase64()}` });
    expect(reply.data).toMatchObject({ source: 'UPLOADED', kind: 'SIGNATURE' });
    const picture = readPng((await download(reply.data.sealId)).rawPayload);
    expect(picture.width).toBeLessThan(230);
    expect(picture.alphaAt(0, 0)).toBe(0);
    const [cx, cy] = [picture.width >> 1, picture.height >> 1];
    expect(picture.alphaAt(cx, cy)).toBe(255);
    expect(picture.rgbAt(cx, cy)).toEqual([30, 40, 120]);
  });

  it('refuses pictures that are not PNG, damaged, empty or too large', async () => {
    const count = (await list()).length;
    const cases: [string, number][] = [
      [Buffer.from('just some text, not a picture').toString('base64'), 60100004],
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6]).toString('base64'), 60100004],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]).toString('base64'), 60100004],
      [Buffer.from(encodePng(50, 50, new Uint8Array(50 * 50 * 4), { alpha: true })).toString('base64'), 60100004],
      [Buffer.alloc(5 * 1024 * 1024 + 1, 1).toString('base64'), 70000013],
    ];
    for (const [imageBase64, status] of cases) {
      const reply = await me.post(`${P}/personal/upload`, { imageBase64 });
      expect(reply.status, imageBase64.slice(0, 20)).toBe(status);
    }
    expect((await list()).length).toBe(count);
  });

  it('switches the default to exactly one signature', async () => {
    const all = await list();
    const other = all.find((s) => !s.isDefault)!;
    expect((await me.post(`${P}/personal/default`, { sealId: other.sealId })).status).toBe(200);
    const after = await list();
    expect(after.filter((s) => s.isDefault).map((s) => s.sealId)).toEqual([other.sealId]);
    expect(after[0]!.sealId).toBe(other.sealId);
  });

  it('deletes signatures but never the last one; the default moves on', async () => {
    let all = await list();
    const firstDefault = all.find((s) => s.isDefault)!;
    expect((await me.post(`${P}/personal/delete`, { sealId: firstDefault.sealId })).status).toBe(200);
    all = await list();
    expect(all.filter((s) => s.isDefault)).toHaveLength(1);
    for (const seal of all.slice(1))
      expect((await me.post(`${P}/personal/delete`, { sealId: seal.sealId })).status).toBe(200);
    const last = (await list())[0]!;
    const refused = await me.post(`${P}/personal/delete`, { sealId: last.sealId });
    expect([refused.statusCode, refused.status]).toEqual([409, 75000021]);
    expect(await list()).toHaveLength(1);
  });

  it("cannot see, change or delete another person's signatures", async () => {
    const mine = (await list())[0]!;
    const other = await newPerson(t);
    await verifyPerson(other, testIdentity());
    for (const reply of [
      await image(other.api, mine.sealId),
      await other.api.post(`${P}/personal/default`, { sealId: mine.sealId }),
      await other.api.post(`${P}/personal/delete`, { sealId: mine.sealId }),
    ]) {
      expect([reply.statusCode, reply.status]).toEqual([404, 60100001]);
    }
    expect((await list())[0]).toMatchObject({ sealId: mine.sealId, isDefault: true });
  });

  it('needs a verified person to make a signature', async () => {
    const unverified = await newPerson(t);
    for (const reply of [
      await unverified.api.post(`${P}/personal/generate`, { style: 'REGULAR' }),
      await unverified.api.post(`${P}/personal/draw`, { imageBase64: padDrawingBase64() }),
    ]) {
      expect([reply.statusCode, reply.status]).toEqual([403, 75005005]);
    }
  });

  it('gives the demo people a generated default signature, drawn on first use', async () => {
    const zhangsan = client(t.app, await loginAs(t.app, 'zhangsan', 'Zhang@2026'));
    const seals = (await zhangsan.get(`${P}/personal/list`)).data;
    expect(seals).toEqual([expect.objectContaining({ source: 'GENERATED', isDefault: true, kind: 'SIGNATURE' })]);
    const reply = await t.app.inject({
      method: 'GET',
      url: `/ecapi/${P}/image`,
      query: { sealId: seals[0].sealId },
      headers: { authorization: `Bearer ${await loginAs(t.app, 'zhangsan', 'Zhang@2026')}` },
    });
    expect(readPng(reply.rawPayload).width).toBe(Math.round(seals[0].widthMm * 16));
  });
});
