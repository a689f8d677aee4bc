// Confirming a signature with the sign password instead of an SMS code: it must be set first (with
// the login password), a wrong one is refused and counted, five wrong ones lock it for 30 minutes
// (the SMS code still works, and the lock ends), and a right one signs.
import { randomUUID } from 'node:crypto';
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import { SIGN_PASSWORD_MAX_FAILURES } from '@ecsign/core/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  contractKit,
  person,
  sendBody,
  sign,
  uploadSample,
  type Actor,
  type ContractKit,
} from '../../test-support/contract-test-kit';

describe('sign password', () => {
  let kit: ContractKit;
  beforeAll(async () => {
    kit = await contractKit();
  }, 60_000);
  afterAll(() => kit?.t.close());

  async function planFor(who: Actor): Promise<string> {
    const fileId = await uploadSample(kit, kit.admin);
    const body = sendBody(fileId, { signatories: [person(who)] });
    return (await api(kit).post('plan/send', body, kit.admin)).json().data.planIds[0];
  }
  const signWith = (who: Actor, planId: string, password: string) =>
    api(kit).post(
      'sign',
      { planId, requestId: randomUUID(), confirmation: { method: 'SIGN_PASSWORD', password } },
      who,
    );
  const setPassword = (who: Actor, loginPassword: string, signPassword: string) =>
    api(kit).post('signPassword', { loginPassword, signPassword }, who);
  const stateOf = async (planId: string) => (await api(kit).get(`plan/${planId}`, kit.admin)).json().data.status;

  it('needs a login to read or set it', async () => {
    expect((await api(kit).get('signPassword')).statusCode).toBe(401);
    expect((await setPassword(undefined as never, 'Zhang@2026', '135790')).statusCode).toBe(401);
  });

  it('is set with the login password and then signs instead of an SMS code', async () => {
    const planId = await planFor(kit.zhangsan);
    expect((await api(kit).get('signPassword', kit.zhangsan)).json().data).toEqual({ set: false, lockedUntil: null });
    expect((await signWith(kit.zhangsan, planId, '135790')).json().status).toBe(
      ERROR_CATALOGUE.SIGN_PASSWORD_NOT_SET.status,
    );
    expect((await setPassword(kit.zhangsan, 'Wrong@2026', '135790')).json().status).toBe(
      ERROR_CATALOGUE.OLD_PASSWORD_WRONG.status,
    );
    expect((await setPassword(kit.zhangsan, 'Zhang@2026', '12345')).json().status).toBe(
      ERROR_CATALOGUE.BAD_REQUEST.status,
    );
    expect((await setPassword(kit.zhangsan, 'Zhang@2026', '135790')).json()).toMatchObject({
      status: 200,
      data: { set: true, lockedUntil: null },
    });
    // Stored hashed, never as typed.
    const [row] = await kit.t.context.database.query<{ password_hash: string }>(
      'SELECT password_hash FROM sign_passwords WHERE user_id = $1',
      [kit.zhangsan.userId],
    );
    expect(row!.password_hash).not.toContain('135790');

    const wrong = (await signWith(kit.zhangsan, planId, '000000')).json();
    expect(wrong.status).toBe(ERROR_CATALOGUE.SIGN_PASSWORD_WRONG.status);
    expect(await stateOf(planId)).toBe(1);
    const signed = await signWith(kit.zhangsan, planId, '135790');
    expect(signed.json().status).toBe(200);
    expect(await stateOf(planId)).toBe(5);
    // Another person's password is not this person's.
    const other = await planFor(kit.lisi);
    expect((await signWith(kit.lisi, other, '135790')).json().status).toBe(
      ERROR_CATALOGUE.SIGN_PASSWORD_NOT_SET.status,
    );
  });

  it('locks after five wrong tries for 30 minutes; the SMS code still signs meanwhile', async () => {
    expect((await setPassword(kit.lisi, 'Lisi@2026', '246801')).json().status).toBe(200);
    const planId = await planFor(kit.lisi);
    for (let i = 1; i < SIGN_PASSWORD_MAX_FAILURES; i += 1) {
      expect((await signWith(kit.lisi, planId, '111111')).json().status).toBe(
        ERROR_CATALOGUE.SIGN_PASSWORD_WRONG.status,
      );
    }
    expect((await signWith(kit.lisi, planId, '111111')).json().status).toBe(
      ERROR_CATALOGUE.SIGN_PASSWORD_TOO_MANY_TRIES.status,
    );
    // Locked: even the right password is refused now.
    expect((await signWith(kit.lisi, planId, '246801')).json().status).toBe(
      ERROR_CATALOGUE.SIGN_PASSWORD_TOO_MANY_TRIES.status,
    );
    const status = (await api(kit).get('signPassword', kit.lisi)).json().data;
    expect(status.set).toBe(true);
    expect(status.lockedUntil).not.toBeNull();
    expect(await stateOf(planId)).toBe(1);

    const second = await planFor(kit.lisi);
    expect((await sign(kit, kit.lisi, second)).json().status).toBe(200);

    kit.t.setNow(new Date(Date.now() + 31 * 60_000));
    try {
      expect((await signWith(kit.lisi, planId, '246801')).json().status).toBe(200);
      expect(await stateOf(planId)).toBe(5);
    } finally {
      kit.t.setNow(new Date());
    }
  });
});
