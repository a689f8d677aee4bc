// The SMS code limits in front of every provider, and the picture captcha's limit and clean-up:
// beyond the first code from a client an hour a passed behaviour captcha is needed; each number
// gets at most SMS_CODES_PER_NUMBER_PER_DAY; picture captchas are limited per client per minute and
// expired rows are deleted by the purge job's function.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { purgeExpiredCaptchas } from '../captcha/purge-expired-captchas';

describe('abuse limits of SMS codes and picture captchas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      ECSIGN_TEST_SKIP_CAPTCHA: 'false',
      SMS_CODES_PER_NUMBER_PER_DAY: '2',
      PICTURE_CAPTCHAS_PER_CLIENT_PER_MINUTE: '3',
    });
  }, 60_000);
  afterAll(() => t.close());

  const ask = async (mobile: string, remoteAddress: string, extra: object = {}) => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/ecapi/message/sendEcAuthCode',
      payload: { mobile, scene: 'REGISTER', ...extra },
      remoteAddress,
    });
    return [reply.statusCode, reply.json().status];
  };

  it('asks for the behaviour captcha from the second code of a client, before looking at the number', async () => {
    expect(await ask('13911110001', '10.7.0.1')).toEqual([200, 200]);
    expect(await ask('13911110002', '10.7.0.1')).toEqual([400, 74700090]);
    // A registered number answers the same: the captcha comes before "account exists".
    expect(await ask('13800000003', '10.7.0.1')).toEqual([400, 74700090]);
    expect(await ask('13911110002', '10.7.0.1', { captchaVerification: 'forged' })).toEqual([400, 70000005]);
    // Another client gets its own first code.
    expect(await ask('13911110002', '10.7.0.2')).toEqual([200, 200]);
  });

  it('stops a number at its daily limit, whichever clients ask', async () => {
    t.setNow(new Date('2026-10-01T08:00:00Z'));
    expect(await ask('13911110009', '10.7.1.1')).toEqual([200, 200]);
    t.setNow(new Date('2026-10-01T08:02:00Z'));
    expect(await ask('13911110009', '10.7.1.2')).toEqual([200, 200]);
    t.setNow(new Date('2026-10-01T08:04:00Z'));
    expect(await ask('13911110009', '10.7.1.3')).toEqual([429, 74700007]);
  });

  it('limits picture captchas per client per minute and deletes expired ones', async () => {
    t.setNow(new Date('2026-10-02T08:00:00Z'));
    const fetch = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/ecapi/cb/assemble/captcha', remoteAddress }).then((r) => r.statusCode);
    expect([await fetch('10.7.2.1'), await fetch('10.7.2.1'), await fetch('10.7.2.1')]).toEqual([200, 200, 200]);
    expect(await fetch('10.7.2.1')).toBe(429);
    expect(await fetch('10.7.2.2')).toBe(200);
    t.setNow(new Date('2026-10-02T08:01:01Z'));
    expect(await fetch('10.7.2.1')).toBe(200);
    const count = async () =>
      (await t.context.database.query<{ n: number }>('SELECT count(*)::int AS n FROM picture_captchas'))[0]!.n;
    expect(await count()).toBeGreaterThanOrEqual(5);
    t.setNow(new Date('2026-10-02T09:00:00Z'));
    const purged = await purgeExpiredCaptchas(t.context);
    expect(purged.pictures).toBeGreaterThanOrEqual(5);
    expect(await count()).toBe(0);
  });
});
