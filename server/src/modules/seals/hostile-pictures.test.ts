// Decompression bombs through the real routes (R-my-signature, the open /demo page): a PNG whose
// image data inflates to gigabytes behind a 100×100 header, and a JPEG whose header claims
// 30000×30000 pixels. Each is refused with its catalogue code in the user's language, costs
// little CPU time, and leaves the server's memory where it was — measured as resident memory
// after a garbage collection and as the rise of the process's peak, never as wall-clock time.
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import { pngBomb, startCpuClock } from '@ecsign/core/testing';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { measureMemoryGrowth } from '../../test-support/memory-growth';
import { newPerson, testIdentity, verifyPerson, type Client } from '../../test-support/test-people';

const MIB = 1024 * 1024;
const P = 'cb/assemble/seal';

describe('hostile pictures', () => {
  let t: TestApp;
  let me: Client;

  beforeAll(async () => {
    t = await buildTestApp();
    const person = await newPerson(t);
    await verifyPerson(person, testIdentity());
    me = person.api;
  }, 120_000);
  afterAll(() => t.close());

  it('refuses a 3 MB PNG that inflates to 3 GiB as a personal signature', async () => {
    const imageBase64 = Buffer.from(pngBomb(3072)).toString('base64');
    const before = (await me.get(`${P}/personal/list`)).data;
    const cpu = startCpuClock();
    let reply: { status: number } | undefined;
    const growth = await measureMemoryGrowth(async () => {
      reply = await me.post(`${P}/personal/upload`, { imageBase64 });
    });
    expect(reply?.status).toBe(ERROR_CATALOGUE.SEAL_IMAGE_INVALID.status);
    expect(growth.keptBytes).toBeLessThan(64 * MIB);
    expect(growth.peakRiseBytes).toBeLessThan(128 * MIB);
    expect(cpu()).toBeLessThan(3000);
    expect((await me.get(`${P}/personal/list`)).data).toEqual(before);
  });

  it('refuses a JPEG whose header claims 30000×30000 pixels, in the language of the user', async () => {
    const jpeg = readFileSync(fileURLToPath(new URL('./image/fixtures/scanned-seal.jpg', import.meta.url)));
    const sof = jpeg.findIndex((byte, i) => byte === 0xff && jpeg[i + 1] === 0xc0);
    jpeg.writeUInt16BE(30_000, sof + 5);
    jpeg.writeUInt16BE(30_000, sof + 7);
    const cpu = startCpuClock();
    const reply = await me.post(`${P}/personal/upload`, { imageBase64: jpeg.toString('base64') });
    expect(reply.status).toBe(ERROR_CATALOGUE.SEAL_IMAGE_TOO_LARGE.status);
    expect(reply.message).toBe('图片尺寸过大，请上传宽高不超过 4000 像素的图片');
    expect(cpu()).toBeLessThan(1000);
  });

  it('refuses a 500 KB PNG that inflates to 500 MiB on the demo signing page, with no login', async () => {
    const bomb = pngBomb(500);
    expect(bomb.length).toBeLessThan(512 * 1024);
    const signatureImage = `data:image/png;base64,${Buffer.from(bomb).toString('base64')}`;
    const cpu = startCpuClock();
    let reply: { status: number } | undefined;
    const growth = await measureMemoryGrowth(async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/ecapi/contract/demo/sign',
        payload: { name: '访客', signatureImage },
        remoteAddress: '192.0.2.9',
      });
      reply = response.json();
    });
    expect(reply?.status).toBe(ERROR_CATALOGUE.SEAL_IMAGE_INVALID.status);
    expect(growth.keptBytes).toBeLessThan(64 * MIB);
    expect(growth.peakRiseBytes).toBeLessThan(128 * MIB);
    expect(cpu()).toBeLessThan(2000);
  });
});
