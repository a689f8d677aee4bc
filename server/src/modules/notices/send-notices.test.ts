// sendNotices: many notices of one type in the caller's transaction — each composed as sendNotice
// composes it (its own recipient, values and link), a refused one answered with its AppError and
// leaving the others written, nothing visible before the commit and nothing at all after a rollback,
// and the messages delivered by the pump afterwards (marked SENT together).
import { AppError } from '@ecsign/core/errors';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/open-database';
import { messageDeliveries, notices, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { deliverMessages } from './deliver-messages';
import { sendNotices } from './send-notices';

const values = (contractName: string) => ({
  contractName,
  initiatorName: '演示科技有限公司',
  deadline: '2026-12-01',
  deadlineNote: '',
});

describe('sendNotices', () => {
  let t: TestApp;
  let people: { id: string; name: string; mobile: string | null }[];
  beforeAll(async () => {
    t = await buildTestApp();
    people = await t.context.database.db
      .select({ id: users.id, name: users.name, mobile: users.mobile })
      .from(users)
      .where(inArray(users.username, ['lisi', 'zhangsan']))
      .orderBy(users.username);
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.context.database.db;

  it('writes each notice with its own recipient, values and link; a refused one is answered, not thrown', async () => {
    const [first, second] = people;
    const results = await db().transaction(async (tx) =>
      sendNotices(
        t.context,
        'CONTRACT_TO_SIGN',
        [
          { recipients: [{ userId: first!.id }], values: values('合同甲'), link: '/contract/summary/a/0/ALL/' },
          // Nobody: MESSAGE_RECIPIENT_EMPTY for this one only.
          { recipients: [{}], values: values('合同乙'), link: '/contract/summary/b/0/ALL/' },
          { recipients: [{ userId: second!.id }], values: values('合同丙'), link: '/contract/summary/c/0/ALL/' },
        ],
        tx as unknown as Db,
      ),
    );
    expect(results[1]).toBeInstanceOf(AppError);
    expect((results[1] as AppError).code).toBe('MESSAGE_RECIPIENT_EMPTY');
    const sent = [results[0], results[2]] as { noticeIds: string[]; deliveryIds: string[] }[];
    const written = await db()
      .select()
      .from(notices)
      .where(
        inArray(
          notices.id,
          sent.flatMap((r) => r.noticeIds),
        ),
      );
    expect(written.map((n) => [n.userId, n.title, n.link]).sort()).toEqual(
      [
        [first!.id, '合同《合同甲》待您签署', '/contract/summary/a/0/ALL/'],
        [second!.id, '合同《合同丙》待您签署', '/contract/summary/c/0/ALL/'],
      ].sort(),
    );
    // Each person's SMS, worded with their own name, queued; the pump sends them and marks them SENT.
    const ids = sent.flatMap((r) => r.deliveryIds);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    await deliverMessages(t.context, { ids });
    const deliveries = await db().select().from(messageDeliveries).where(inArray(messageDeliveries.id, ids));
    expect(deliveries.every((d) => d.status === 'SENT' && d.sentAt)).toBe(true);
    const sms = deliveries.find((d) => d.channel === 'SMS' && d.recipient === first!.mobile);
    expect(sms?.body).toContain(`${first!.name}，您好`);
    expect(sms?.body).toContain('合同甲');
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    const [first] = people;
    const before = await db().select().from(notices).where(eq(notices.userId, first!.id));
    await expect(
      db().transaction(async (tx) => {
        await sendNotices(
          t.context,
          'CONTRACT_TO_SIGN',
          [{ recipients: [{ userId: first!.id }], values: values('回滚'), link: '/x' }],
          tx as unknown as Db,
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await db().select().from(notices).where(eq(notices.userId, first!.id));
    expect(after).toHaveLength(before.length);
  });
});
