// sendSmsMessages, the delivery pump's way of sending the SMS it claimed: each message is handed
// to the provider in order and tried as sendSms tries one, and the sms_sends rows — written with
// one statement before and one after — say SENT with the provider's id and the tries, or FAILED
// with the reason, message by message.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsSends } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test-support/build-test-app';
import type { SmsMessage } from '../message-providers';
import { installMessageProviders, messageProvidersOf } from '../message-providers-of';
import { sendSmsMessages } from './send-sms';
import { SmsSendError } from './sms-send-error';

const silent = { info: () => undefined, error: () => undefined };
const sms = (to: string): SmsMessage => ({ to, kind: 'AUTH_CODE', params: { code: '123456' }, text: '验证码123456' });

describe('sendSmsMessages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  it('sends each in order and records each outcome: sent after a retry, refused, sent', async () => {
    const real = messageProvidersOf(t.context);
    const tries = new Map<string, number>();
    const handed: string[] = [];
    installMessageProviders(t.context, {
      email: real.email,
      sms: {
        name: 'test',
        send: async (message) => {
          handed.push(message.to);
          const count = (tries.get(message.to) ?? 0) + 1;
          tries.set(message.to, count);
          if (message.to === '13900000002')
            throw new SmsSendError('INVALID_NUMBER', false, 'isv.MOBILE_NUMBER_ILLEGAL', 'bad number');
          if (message.to === '13900000001' && count === 1) throw new SmsSendError('TIMEOUT', true, null, 'timeout');
          return { providerMessageId: `id-${message.to}` };
        },
      },
    });
    try {
      const numbers = ['13900000001', '13900000002', '13900000003'];
      const outcomes = await sendSmsMessages(
        t.context,
        numbers.map((to) => ({ message: sms(to) })),
        silent,
      );
      expect(handed).toEqual(['13900000001', '13900000001', '13900000002', '13900000003']);
      expect(outcomes[0]).toEqual({ providerMessageId: 'id-13900000001' });
      expect(outcomes[1]).toBeInstanceOf(SmsSendError);
      expect(outcomes[2]).toEqual({ providerMessageId: 'id-13900000003' });
      const rows = await t.context.database.db.select().from(smsSends).where(inArray(smsSends.recipient, numbers));
      const byNumber = new Map(rows.map((row) => [row.recipient, row]));
      expect(rows).toHaveLength(3);
      expect(byNumber.get('13900000001')).toMatchObject({
        status: 'SENT',
        providerMessageId: 'id-13900000001',
        attempts: 2,
        provider: 'test',
        kind: 'AUTH_CODE',
      });
      expect(byNumber.get('13900000002')).toMatchObject({
        status: 'FAILED',
        failure: 'INVALID_NUMBER',
        errorCode: 'isv.MOBILE_NUMBER_ILLEGAL',
        attempts: 1,
      });
      expect(byNumber.get('13900000003')).toMatchObject({ status: 'SENT', attempts: 1 });
      for (const row of rows) expect(row.finishedAt).toBeInstanceOf(Date);
    } finally {
      installMessageProviders(t.context, real);
    }
  });
});
