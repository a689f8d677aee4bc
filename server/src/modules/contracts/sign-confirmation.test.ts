// A plan sent with a signing process accepts only the confirmation the process names:
// a sign-password process refuses SMS codes (and sends none), an SMS process refuses the sign
// password (without counting it as a wrong try); the detail tells the signing screen which one.
// The choice is the process's at sending time; a plan without a process accepts either.
import { randomUUID } from 'node:crypto';
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import type { TProcessSettings } from '@ecsign/core/model';
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

const settings = (confirmation: 'SMS' | 'PASSWORD'): TProcessSettings => ({
  login: { methods: ['PASSWORD'] },
  notice: { enabled: false, title: '', mustRead: false },
  identity: { required: false, methods: [], faceProvider: null },
  home: { page: 'CONTRACT_DETAIL' },
  signing: { method: 'BOTH', confirmation },
  tips: { enabled: false, text: '' },
});

describe('signing confirmation set by the plan’s process', () => {
  let kit: ContractKit;
  beforeAll(async () => {
    kit = await contractKit();
    expect(
      (
        await api(kit).post('signPassword', { loginPassword: 'Zhang@2026', signPassword: '135790' }, kit.zhangsan)
      ).json().status,
    ).toBe(200);
  }, 60_000);
  afterAll(() => kit?.t.close());

  /** A process of `owner`'s enterprise written as the process module stores it. */
  async function processOf(owner: Actor, confirmation: 'SMS' | 'PASSWORD', status = 'ENABLE'): Promise<string> {
    const id = randomUUID();
    await kit.t.context.database.query(
      `INSERT INTO signing_processes (id, enterprise_id, name, status, settings, created_by_account_id)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        id,
        owner.enterpriseId,
        `流程-${id.slice(0, 8)}`,
        status,
        JSON.stringify(settings(confirmation)),
        owner.accountId,
      ],
    );
    return id;
  }
  const send = async (processId?: string) => {
    const fileId = await uploadSample(kit, kit.admin);
    const body = sendBody(fileId, {
      plan: {
        taskName: '流程合同',
        businessType: 'PURCHASE',
        planSendDocumentVOList: [{ documentName: '流程合同.pdf', fileId }],
        ...(processId ? { processId } : {}),
      },
      signatories: [person(kit.zhangsan)],
    } as never);
    return (await api(kit).post('plan/send', body, kit.admin)).json();
  };
  const planWith = async (processId?: string): Promise<string> => {
    const reply = await send(processId);
    expect(reply.status, JSON.stringify(reply)).toBe(200);
    return reply.data.planIds[0];
  };
  const byPassword = (planId: string, password = '135790') =>
    api(kit).post(
      'sign',
      { planId, requestId: randomUUID(), confirmation: { method: 'SIGN_PASSWORD', password } },
      kit.zhangsan,
    );
  const detail = async (planId: string) => (await api(kit).get(`plan/${planId}`, kit.zhangsan)).json().data;
  const failedTries = async () =>
    (
      await kit.t.context.database.query<{ failed_attempts: number }>(
        'SELECT failed_attempts FROM sign_passwords WHERE user_id = $1',
        [kit.zhangsan.userId],
      )
    )[0]!.failed_attempts;

  it('offers and accepts both methods on a plan without a process', async () => {
    const planId = await planWith();
    expect((await detail(planId)).signConfirmations).toEqual(['SMS', 'PASSWORD']);
    expect((await byPassword(planId)).json().status).toBe(200);
    expect((await detail(planId)).status).toBe(5);
  });

  it('refuses SMS codes, and sends none, when the process asks for the sign password', async () => {
    const planId = await planWith(await processOf(kit.admin, 'PASSWORD'));
    expect((await detail(planId)).signConfirmations).toEqual(['PASSWORD']);
    const codes = () =>
      kit.t.context.database.query("SELECT 1 FROM verification_codes WHERE target = $1 AND scene = 'SIGN_CONTRACT'", [
        kit.zhangsan.mobile,
      ]);
    const codesBefore = (await codes()).length;
    const refusedCode = (await api(kit).post('sign/sendCode', { planId }, kit.zhangsan)).json();
    expect(refusedCode.status).toBe(ERROR_CATALOGUE.SIGN_CONFIRMATION_PASSWORD_ONLY.status);
    expect(await codes()).toHaveLength(codesBefore);
    // Even a valid code (issued directly, as the SMS would carry it) does not sign this plan.
    expect((await sign(kit, kit.zhangsan, planId)).json().status).toBe(
      ERROR_CATALOGUE.SIGN_CONFIRMATION_PASSWORD_ONLY.status,
    );
    expect((await detail(planId)).status).toBe(1);
    expect((await byPassword(planId)).json().status).toBe(200);
    expect((await detail(planId)).status).toBe(5);
  });

  it('refuses the sign password, without counting a try, when the process asks for an SMS code', async () => {
    const planId = await planWith(await processOf(kit.admin, 'SMS'));
    expect((await detail(planId)).signConfirmations).toEqual(['SMS']);
    const before = await failedTries();
    for (const password of ['135790', '000000']) {
      expect((await byPassword(planId, password)).json().status).toBe(
        ERROR_CATALOGUE.SIGN_CONFIRMATION_SMS_ONLY.status,
      );
    }
    expect(await failedTries()).toBe(before);
    expect((await detail(planId)).status).toBe(1);
    expect((await api(kit).post('sign/sendCode', { planId }, kit.zhangsan)).json().status).toBe(200);
    expect((await sign(kit, kit.zhangsan, planId)).json().status).toBe(200);
    expect((await detail(planId)).status).toBe(5);
  });

  it('keeps the rule the plan was sent with when the process changes later', async () => {
    const processId = await processOf(kit.admin, 'PASSWORD');
    const planId = await planWith(processId);
    await kit.t.context.database.query('UPDATE signing_processes SET settings = $2 WHERE id = $1', [
      processId,
      JSON.stringify(settings('SMS')),
    ]);
    expect((await detail(planId)).signConfirmations).toEqual(['PASSWORD']);
    expect((await sign(kit, kit.zhangsan, planId)).json().status).toBe(
      ERROR_CATALOGUE.SIGN_CONFIRMATION_PASSWORD_ONLY.status,
    );
  });

  it('sends only with an enabled process of the initiating enterprise', async () => {
    expect((await send(await processOf(kit.admin, 'SMS', 'DISABLE'))).status).toBe(
      ERROR_CATALOGUE.PROCESS_DISABLED.status,
    );
    expect((await send(await processOf(kit.admin, 'SMS', 'DRAFT'))).status).toBe(
      ERROR_CATALOGUE.PROCESS_IN_DRAFT.status,
    );
    expect((await send(await processOf(kit.other, 'SMS'))).status).toBe(ERROR_CATALOGUE.PROCESS_NO_PERMISSION.status);
    expect((await send('no-such-process')).status).toBe(ERROR_CATALOGUE.PROCESS_NOT_FOUND.status);
  });
});
