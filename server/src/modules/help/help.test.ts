// Help centre and content pages over HTTP: the seeded user guide, uploads by staff (PDF, MP4,
// WebM; anything else refused), serving with Range, deletion, and content pages by slug.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { openPdf } from '@ecsign/core/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreOf } from '../../blobs/blob-store-of';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { demoClient, type DemoClient } from '../../test-support/staff-client';
import { client } from '../../test-support/test-people';
import { buildUserGuidePdf } from './build-user-guide-pdf';
import { USER_GUIDE_ID } from './ensure-user-guide';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const H = 'cb/assemble/help';
const P = 'cb/assemble/page';
const MP4 = new Uint8Array([
  0,
  0,
  0,
  0x18,
  ...new TextEncoder().encode('ftypmp42'),
  0,
  0,
  0,
  0,
  ...new Array(1000).fill(7),
]);
const WEBM = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...new Array(100).fill(1)]);

describe('help centre and content pages', () => {
  let t: TestApp;
  let ops: DemoClient;
  let lisi: DemoClient;
  beforeAll(async () => {
    t = await buildTestApp();
    ops = await demoClient(t, 'ops');
    lisi = await demoClient(t, 'lisi');
  }, 60_000);
  afterAll(() => t.close());

  const upload = (who: DemoClient, bytes: Uint8Array, title: string, contentType = 'application/octet-stream') =>
    t.app
      .inject({
        method: 'POST',
        url: `/ecapi/${H}/upload`,
        query: { title },
        headers: { authorization: who.authorization, 'content-type': contentType },
        payload: Buffer.from(bytes),
      })
      .then((reply) => ({ statusCode: reply.statusCode, ...reply.json() }));
  const file = (helpId: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/ecapi/${H}/file/${helpId}`, headers });

  it('seeds a real user guide PDF into the help centre', async () => {
    const list = await lisi.get(`${H}/list`);
    expect(list.data).toEqual([
      expect.objectContaining({ helpId: USER_GUIDE_ID, kind: 'DOCUMENT', contentType: 'application/pdf' }),
    ]);
    const reply = await file(USER_GUIDE_ID);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    const document = openPdf(new Uint8Array(reply.rawPayload));
    expect(document.recovered).toBe(false);
    expect(document.warnings).toEqual([]);
  });

  it('writes a guide that qpdf checks clean and poppler reads as three pages', () => {
    const folder = mkdtempSync(join(tmpdir(), 'guide-'));
    try {
      const path = join(folder, 'guide.pdf');
      writeFileSync(path, buildUserGuidePdf());
      expect(execFileSync('qpdf', ['--check', path]).toString()).toContain('No syntax or stream encoding errors');
      expect(execFileSync('pdftotext', [path, '-']).toString()).toContain('ecsign User Guide');
      expect(execFileSync('pdfinfo', [path]).toString()).toMatch(/Pages:\s+3/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('lets staff upload a PDF, an MP4 and a WebM video, and refuses other files', async () => {
    const pdf = await upload(ops, buildUserGuidePdf(), '签署指南', 'application/pdf');
    expect(pdf.data).toMatchObject({ kind: 'DOCUMENT', title: '签署指南', fileName: '签署指南.pdf' });
    const mp4 = await upload(ops, MP4, '操作视频');
    expect(mp4.data).toMatchObject({ kind: 'VIDEO', contentType: 'video/mp4', size: MP4.length });
    expect((await upload(ops, WEBM, '短视频', 'video/webm')).data).toMatchObject({ contentType: 'video/webm' });
    const text = await upload(ops, new TextEncoder().encode('hello'), '文本');
    expect([text.statusCode, text.status]).toEqual([400, 61200005]);
    const noTitle = await upload(ops, MP4, '');
    expect(noTitle.status).toBe(70000002);
    expect((await lisi.get(`${H}/list`)).data).toHaveLength(4);
  });

  it('refuses a PDF over 20 MB with 413 and keeps nothing', async () => {
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.4'));
    const reply = await upload(ops, big, '太大', 'application/pdf');
    expect([reply.statusCode, reply.status]).toEqual([413, 70000013]);
    expect((await lisi.get(`${H}/list`)).data.map((item: { title: string }) => item.title)).not.toContain('太大');
  });

  it('passes a 100 MB video to the blob store without copying it into memory', async () => {
    const size = 100 * 1024 * 1024;
    const video = Buffer.alloc(size, 7);
    video.set(MP4.subarray(0, 16));
    collectGarbage();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/ecapi/${H}/upload`,
      query: { title: '大视频' },
      headers: { authorization: ops.authorization, 'content-type': 'video/mp4' },
      payload: video,
    });
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const item = reply.json().data;
    expect(item).toMatchObject({ kind: 'VIDEO', contentType: 'video/mp4', size });
    // A buffered upload copies the 100 MB body at least once; a streamed one holds no copy.
    expect(peak - baseline).toBeLessThan(64 * 1024 * 1024);
    expect((await blobStoreOf(t.context).get(`help/${item.helpId}.mp4`))?.length).toBe(size);
  });

  it('takes the file of a multipart form, with its name', async () => {
    const boundary = 'ecsign-test-boundary';
    const form = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clip.mp4"\r\n\r\n`),
      Buffer.from(MP4),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/ecapi/${H}/upload`,
      query: { title: '表单视频' },
      headers: { authorization: ops.authorization, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: form,
    });
    expect(reply.json().data).toMatchObject({ fileName: 'clip.mp4', contentType: 'video/mp4', size: MP4.length });
    const stored = await blobStoreOf(t.context).get(`help/${reply.json().data.helpId}.mp4`);
    expect(Buffer.from(stored!).equals(Buffer.from(MP4))).toBe(true);
  });

  it('serves byte ranges of a video', async () => {
    const { data } = await upload(ops, MP4, '分段视频');
    const whole = await file(data.helpId);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.length).toBe(MP4.length);
    const part = await file(data.helpId, { range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${MP4.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypmp42');
    const tail = await file(data.helpId, { range: 'bytes=-10' });
    expect(tail.rawPayload.length).toBe(10);
    const beyond = await file(data.helpId, { range: `bytes=${MP4.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${MP4.length}`);
    const cached = await file(data.helpId, { 'if-none-match': whole.headers.etag as string });
    expect(cached.statusCode).toBe(304);
  });

  it('deletes an item and its bytes', async () => {
    const { data } = await upload(ops, WEBM, '待删除');
    expect((await ops.post(`${H}/delete`, { helpId: data.helpId })).status).toBe(200);
    expect((await file(data.helpId)).statusCode).toBe(404);
    expect(await blobStoreOf(t.context).get(`help/${data.helpId}.webm`)).toBeUndefined();
    expect((await ops.post(`${H}/delete`, { helpId: data.helpId })).status).toBe(61200001);
  });

  it('keeps a deleted built-in guide deleted when the server starts again', async () => {
    const { ensureUserGuide } = await import('./ensure-user-guide');
    expect((await ops.post(`${H}/delete`, { helpId: USER_GUIDE_ID })).status).toBe(200);
    await ensureUserGuide(t.context);
    const list = await lisi.get(`${H}/list`);
    expect(list.data.map((item: { helpId: string }) => item.helpId)).not.toContain(USER_GUIDE_ID);
  });

  it('serves content pages by slug to anyone and lets staff write them', async () => {
    const anonymous = client(t.app);
    expect((await anonymous.get(`${P}/content`, { slug: 'service-terms' })).status).toBe(70000404);
    const saved = await ops.post(`${P}/save`, {
      slug: 'service-terms',
      kind: 'TERMS',
      title: '服务条款',
      body: '第一条\n\n第二条',
    });
    expect(saved.data).toMatchObject({ slug: 'service-terms', kind: 'TERMS' });
    expect((await anonymous.get(`${P}/content`, { slug: 'service-terms' })).data).toMatchObject({ title: '服务条款' });
    await ops.post(`${P}/save`, { slug: 'service-terms', kind: 'TERMS', title: '服务条款（修订）', body: '新条款' });
    expect((await ops.get(`${P}/list`)).data).toEqual([expect.objectContaining({ title: '服务条款（修订）' })]);
    expect((await ops.post(`${P}/save`, { slug: 'Bad Slug', title: 'x', body: 'y' })).status).toBe(70000002);
    expect((await ops.post(`${P}/delete`, { slug: 'service-terms' })).status).toBe(200);
    expect((await anonymous.get(`${P}/content`, { slug: 'service-terms' })).status).toBe(70000404);
  });
});
