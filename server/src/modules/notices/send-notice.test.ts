// sendNotice: in-app notices, SMS and e-mail through the templates, the 747 errors, the caller's
// transaction, and retries of failed deliveries.
import { AppError } from '@ecsign/core/errors';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messageDeliveries, notices, noticeTemplates, noticeTypes, outboxMessages, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { installMessageProviders, messageProvidersOf } from '../messages/message-providers-of';
import { deliverMessages } from './deliver-messages';
import { sendNotice } from './send-notice';

const CONTRACT = {
  contractName: '采购合同',
  initiatorName: '演示科技有限公司',
  deadline: '2026-12-01',
  deadlineNote: '，请于2026-12-01前完成',
};

describe('sendNotice', () => {
  let t: TestApp;
  let lisi: { id: string; mobile: string | null; name: string };
  beforeAll(async () => {
    t = await buildTestApp();
    const [row] = await t.context.database.db
      .select({ id: users.id, mobile: users.mobile, name: users.name })
      .from(users)
      .where(eq(users.username, 'lisi'));
    lisi = row!;
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.context.database.db;
  const code = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).status;
  };
  const outboxTo = (recipient: string) =>
    db().select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));

  it('stores an in-app notice and sends the filled SMS and e-mail', async () => {
    const result = await sendNotice(t.context, {
      type: 'CONTRACT_TO_SIGN',
      recipients: [{ userId: lisi.id, email: 'lisi@example.com' }],
      values: CONTRACT,
      link: '/contract/fileManage',
    });
    expect(result.noticeIds).toHaveLength(1);
    expect(result.deliveryIds).toHaveLength(2);
    const [notice] = await db().select().from(notices).where(eq(notices.id, result.noticeIds[0]!));
    expect(notice).toMatchObject({
      userId: lisi.id,
      noticeType: 'CONTRACT_TO_SIGN',
      title: '合同《采购合同》待您签署',
    });
    expect(notice!.content).toContain('李四，您好');
    const sms = await outboxTo(lisi.mobile!);
    // One sign name for every SMS (SMS_SIGN_NAME, not the template's own), and the link on this
    // server's public address (PUBLIC_URL, else the local one).
    expect(sms.at(-1)!.body).toMatch(
      /^【电子合同签署系统】李四，您好：演示科技有限公司发起的合同《采购合同》待您签署，请于2026-12-01前完成。签署地址：http:\/\/127\.0\.0\.1:\d+\/contract\/fileManage$/,
    );
    const [queuedSms] = await db()
      .select()
      .from(messageDeliveries)
      .where(and(inArray(messageDeliveries.id, result.deliveryIds), eq(messageDeliveries.channel, 'SMS')));
    expect(queuedSms!.templateParams).toEqual({
      recipientName: '李四',
      ...CONTRACT,
      url: expect.stringMatching(/\/contract\/fileManage$/),
    });
    const mail = await outboxTo('lisi@example.com');
    expect(mail.at(-1)).toMatchObject({ channel: 'EMAIL', subject: '合同《采购合同》待您签署' });
    const sent = await db().select().from(messageDeliveries).where(eq(messageDeliveries.status, 'SENT'));
    expect(sent.map((row) => row.id)).toEqual(expect.arrayContaining(result.deliveryIds));
  });

  it('reaches a bare mobile number by SMS only, and its owner in-app', async () => {
    const stranger = await sendNotice(t.context, {
      type: 'CONTRACT_CC',
      recipients: [{ mobile: '13911112222' }],
      values: CONTRACT,
    });
    expect(stranger.noticeIds).toHaveLength(0);
    expect(stranger.deliveryIds).toHaveLength(1);
    expect((await outboxTo('13911112222'))[0]!.body).toContain('13911112222，您好');
    const owner = await sendNotice(t.context, {
      type: 'CONTRACT_CC',
      recipients: [{ mobile: lisi.mobile! }],
      values: CONTRACT,
    });
    expect(owner.noticeIds).toHaveLength(1);
  });

  it('refuses an empty recipient list (74700001)', async () => {
    expect(await code(sendNotice(t.context, { type: 'CONTRACT_CC', recipients: [], values: CONTRACT }))).toBe(74700001);
    expect(await code(sendNotice(t.context, { type: 'CONTRACT_CC', recipients: [{}], values: CONTRACT }))).toBe(
      74700001,
    );
    expect(
      await code(
        sendNotice(t.context, {
          type: 'CONTRACT_CC',
          recipients: [{ accountId: 'no-such-account' }],
          values: CONTRACT,
        }),
      ),
    ).toBe(74700001);
  });

  it('refuses a template it cannot fill (74700002) and stores nothing', async () => {
    const before = await db().select().from(notices);
    const status = await code(
      sendNotice(t.context, {
        type: 'CONTRACT_TO_SIGN',
        recipients: [{ userId: lisi.id }],
        values: { contractName: 'x' },
      }),
    );
    expect(status).toBe(74700002);
    expect(await db().select().from(notices)).toHaveLength(before.length);
  });

  it('refuses a disabled notice type (74700003)', async () => {
    await db().update(noticeTypes).set({ enabled: false }).where(eq(noticeTypes.noticeType, 'CONTRACT_EXPIRING'));
    const status = await code(
      sendNotice(t.context, { type: 'CONTRACT_EXPIRING', recipients: [{ userId: lisi.id }], values: CONTRACT }),
    );
    expect(status).toBe(74700003);
  });

  it('skips a disabled template, unless the sender insists on its channel (74700004)', async () => {
    await db()
      .update(noticeTemplates)
      .set({ enabled: false })
      .where(eq(noticeTemplates.noticeType, 'CONTRACT_COMPLETED'));
    const quiet = await sendNotice(t.context, {
      type: 'CONTRACT_COMPLETED',
      recipients: [{ userId: lisi.id }],
      values: CONTRACT,
    });
    expect(quiet.noticeIds).toHaveLength(1);
    expect(quiet.deliveryIds).toHaveLength(0);
    const status = await code(
      sendNotice(t.context, {
        type: 'CONTRACT_COMPLETED',
        recipients: [{ userId: lisi.id }],
        values: CONTRACT,
        channels: ['SMS'],
      }),
    );
    expect(status).toBe(74700004);
  });

  it("writes in the caller's transaction: a rollback leaves no notice and sends nothing", async () => {
    const before = (await outboxTo(lisi.mobile!)).length;
    let ids: string[] = [];
    await t.context.database.db
      .transaction(async (tx) => {
        const result = await sendNotice(
          t.context,
          { type: 'CONTRACT_REVOKED', recipients: [{ userId: lisi.id }], values: { ...CONTRACT, reason: '重复' } },
          tx as never,
        );
        ids = result.noticeIds;
        throw new Error('the contract failed');
      })
      .catch(() => undefined);
    expect(ids).toHaveLength(1);
    expect(await db().select().from(notices).where(eq(notices.id, ids[0]!))).toHaveLength(0);
    await deliverMessages(t.context);
    expect(await outboxTo(lisi.mobile!)).toHaveLength(before);
  });

  it("sends what was queued in the caller's transaction soon after the commit", async () => {
    await t.context.database.db.transaction(async (tx) => {
      await sendNotice(
        t.context,
        { type: 'CONTRACT_REVOKED', recipients: [{ mobile: '13933334444' }], values: { ...CONTRACT, reason: '重复' } },
        tx as never,
      );
    });
    await expect.poll(async () => (await outboxTo('13933334444')).length, { timeout: 10_000 }).toBe(1);
  });

  it('retries a failed delivery later and then sends it', async () => {
    const real = messageProvidersOf(t.context);
    let failing = true;
    installMessageProviders(t.context, {
      email: real.email,
      sms: {
        name: 'flaky',
        send: async (m) => (failing ? Promise.reject(new Error('gateway down')) : real.sms.send(m)),
      },
    });
    try {
      const start = new Date('2026-11-22T08:00:00Z');
      t.setNow(start);
      const result = await sendNotice(t.context, {
        type: 'CONTRACT_SIGNED',
        recipients: [{ mobile: '13922223333' }],
        values: { contractName: '采购合同', signerName: '张三' },
      });
      const [row] = await db().select().from(messageDeliveries).where(eq(messageDeliveries.id, result.deliveryIds[0]!));
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'gateway down' });
      failing = false;
      expect(await deliverMessages(t.context, { ids: result.deliveryIds })).toBe(0); // not due yet
      t.setNow(new Date(start.getTime() + 60_000));
      await deliverMessages(t.context, { ids: result.deliveryIds });
      // The background pump may have taken the delivery first and still be sending it: wait for
      // whichever of the two sends it to commit.
      await vi.waitFor(
        async () => {
          const [sent] = await db()
            .select()
            .from(messageDeliveries)
            .where(eq(messageDeliveries.id, result.deliveryIds[0]!));
          expect(sent).toMatchObject({ status: 'SENT', attempts: 2 });
        },
        { timeout: 20_000, interval: 100 },
      );
      expect((await outboxTo('13922223333'))[0]!.body).toContain('张三已签署合同《采购合同》');
    } finally {
      installMessageProviders(t.context, real);
      t.setNow(new Date());
    }
  });
});
