// Confirming a signature by SMS: the code goes to the signatory's own mobile (sandbox outbox), only
// while it is their turn, at most once a minute, and it works for signing; a wrong code does not.
import { randomUUID } from 'node:crypto';
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  contractKit,
  person,
  sendBody,
  uploadSample,
  type ContractKit,
} from '../../test-support/contract-test-kit';

describe('signing codes', () => {
  let kit: ContractKit;
  beforeAll(async () => {
    kit = await contractKit();
  }, 60_000);
  afterAll(() => kit?.t.close());

  it('sends the code to the current signatory and signs with it', async () => {
    const call = api(kit);
    const fileId = await uploadSample(kit, kit.admin);
    const body = sendBody(fileId, {
      plan: {
        taskName: '短信合同',
        businessType: 'B',
        orderState: 'ORDER',
        planSendDocumentVOList: [{ documentName: 'a.pdf', fileId }],
      },
      signatories: [person(kit.zhangsan, { signOrder: 1 }), person(kit.lisi, { signOrder: 2 })],
    });
    const planId = (await call.post('plan/send', body, kit.admin)).json().data.planIds[0];
    expect((await call.post('sign/sendCode', { planId }, kit.lisi)).json().status).toBe(
      ERROR_CATALOGUE.NOT_CURRENT_SIGNATORY.status,
    );
    expect((await call.post('sign/sendCode', { planId }, kit.zhangsan)).json()).toMatchObject({
      status: 200,
      data: { resendIn: 60 },
    });
    expect((await call.post('sign/sendCode', { planId }, kit.zhangsan)).json().status).toBe(
      ERROR_CATALOGUE.CODE_SEND_TOO_FREQUENT.status,
    );
    const [sms] = await kit.t.context.database.query<{ code: string; body: string }>(
      "SELECT code, body FROM outbox_messages WHERE recipient = $1 AND scene = 'SIGN_CONTRACT' ORDER BY seq DESC LIMIT 1",
      [kit.zhangsan.mobile],
    );
    expect(sms!.body).toContain('短信合同');
    const wrong = sms!.code === '000000' ? '111111' : '000000';
    const attempt = (code: string) =>
      call.post('sign', { planId, requestId: randomUUID(), confirmation: { code } }, kit.zhangsan);
    expect((await attempt(wrong)).json().status).toBe(ERROR_CATALOGUE.REGISTRATION_CODE_FAILED.status);
    expect((await attempt(sms!.code)).json()).toMatchObject({ status: 200, data: { signingState: 1 } });
  }, 60_000);
});
