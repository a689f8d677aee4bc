// The default provider: the sandbox outbox gets the full text under the one configured sign name,
// and the send is recorded in sms_sends like any other.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, smsSends } from '../../../db/schema';
import { buildOutboxTestApp, type OutboxTestApp } from '../../../test-support/outbox-test-app';

describe('SMS_PROVIDER=sandbox', () => {
  let t: OutboxTestApp;
  beforeAll(async () => {
    t = await buildOutboxTestApp({ SMS_SIGN_NAME: '测试签名' });
  });
  afterAll(() => t.close());

  it('writes the code under SMS_SIGN_NAME to the outbox and records the send with the outbox row’s id', async () => {
    const mobile = '13512340001';
    expect((await t.sendCode(mobile, 'REGISTER')).json().status).toBe(200);
    const [row] = await t.context.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, mobile));
    expect(row!.body).toBe(`【测试签名】您正在注册账号，验证码：${row!.code}，5分钟内有效。请勿将验证码告知他人。`);
    const sends = await t.context.database.db.select().from(smsSends).where(eq(smsSends.recipient, mobile));
    expect(sends).toMatchObject([
      {
        kind: 'AUTH_CODE',
        provider: 'sandbox',
        templateCode: null,
        status: 'SENT',
        providerMessageId: row!.id,
        attempts: 1,
      },
    ]);
  });
});
