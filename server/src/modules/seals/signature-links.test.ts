// Drawing the handwritten signature on a phone: a single-use, 10-minute link the phone redeems
// without a session, and the desktop's view of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { client, newPerson, testIdentity, verifyPerson, type Client } from '../../test-support/test-people';
import { padDrawingBase64 } from '../../test-support/test-images';

const P = 'cb/assemble/seal';

describe('phone signature links', () => {
  let t: TestApp;
  let desktop: Client;
  let phone: Client;
  let name: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const person = await newPerson(t);
    const identity = testIdentity();
    name = identity.name;
    await verifyPerson(person, identity);
    desktop = person.api;
    phone = client(t.app);
  }, 120_000);
  afterAll(() => t.close());

  it('lets the phone draw once; the desktop sees the signature arrive', async () => {
    const link = (await desktop.post(`${P}/link/create`, {})).data;
    expect(link.token.length).toBeGreaterThanOrEqual(32);
    expect((await desktop.get(`${P}/link/status`, { linkId: link.linkId })).data).toEqual({
      status: 'WAITING',
      sealId: null,
    });
    expect((await phone.get(`${P}/link/check`, { token: link.token })).data.name).toBe(name);

    // A picture that is not a PNG is refused and the link stays usable.
    const bad = await phone.post(`${P}/link/submit`, {
      token: link.token,
      imageBase64: Buffer.from('nope').toString('base64'),
    });
    expect(bad.status).toBe(60100004);
    const done = await phone.post(`${P}/link/submit`, { token: link.token, imageBase64: padDrawingBase64() });
    expect(done.data).toMatchObject({ source: 'DRAWN', kind: 'SIGNATURE' });
    expect((await desktop.get(`${P}/link/status`, { linkId: link.linkId })).data).toEqual({
      status: 'DONE',
      sealId: done.data.sealId,
    });
    const again = await phone.post(`${P}/link/submit`, { token: link.token, imageBase64: padDrawingBase64() });
    expect([again.statusCode, again.status]).toEqual([409, 62400003]);
  });

  it('needs the desktop to agree before a phone drawing replaces the handwritten signature', async () => {
    const refused = await desktop.post(`${P}/link/create`, {});
    expect(refused.status).toBe(75000020);
    const before = (await desktop.get(`${P}/personal/list`)).data.find((s: { source: string }) => s.source === 'DRAWN');
    const link = (await desktop.post(`${P}/link/create`, { replace: true })).data;
    const done = await phone.post(`${P}/link/submit`, { token: link.token, imageBase64: padDrawingBase64() });
    expect(done.data.sealId).toBe(before.sealId);
  });

  it('expires after ten minutes and knows no made-up tokens', async () => {
    const link = (await desktop.post(`${P}/link/create`, { replace: true })).data;
    t.setNow(new Date(Date.now() + 11 * 60 * 1000));
    try {
      expect((await phone.get(`${P}/link/check`, { token: link.token })).status).toBe(62400001);
      expect((await desktop.get(`${P}/link/status`, { linkId: link.linkId })).data.status).toBe('EXPIRED');
    } finally {
      t.setNow(new Date());
    }
    const unknown = await phone.get(`${P}/link/check`, { token: 'x'.repeat(32) });
    expect(unknown.status).toBe(62400002);
  });
});
