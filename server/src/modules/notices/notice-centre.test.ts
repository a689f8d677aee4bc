// The notice centre, message templates and system notices over HTTP.
import { eq } from 'drizzle-orm';
import { NOTICE_TYPES } from '@ecsign/core/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { client } from '../../test-support/test-people';
import { sendNotice } from './send-notice';
import { demoClient, type DemoClient } from '../../test-support/staff-client';

const N = 'cb/assemble/notice';
const CONTRACT = {
  contractName: '采购合同',
  initiatorName: '演示科技有限公司',
  deadline: '2026-12-01',
  deadlineNote: '，请于2026-12-01前完成',
};

describe('notice centre', () => {
  let t: TestApp;
  let ops: DemoClient;
  let lisi: DemoClient;
  let zhangsan: DemoClient;
  let lisiId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    ops = await demoClient(t, 'ops');
    lisi = await demoClient(t, 'lisi');
    zhangsan = await demoClient(t, 'zhangsan');
    const [row] = await t.context.database.db.select().from(users).where(eq(users.username, 'lisi'));
    lisiId = row!.id;
  }, 60_000);
  afterAll(() => t.close());

  const unread = async (who: DemoClient) => (await who.get(`${N}/unreadCount`)).data;
  // The paging goes in the query and the filter in the body, as the api client's pages send them.
  const list = async (
    who: DemoClient,
    filter: { current?: number; size?: number; tab?: string; type?: string } = {},
  ) => {
    const { current = 1, size = 20, ...body } = filter;
    return (await who.post(`${N}/list?current=${current}&size=${size}`, body)).data;
  };

  it('lists, reads, unreads and deletes only the caller’s own notices', async () => {
    for (const contractName of ['合同一', '合同二', '合同三']) {
      await sendNotice(t.context, {
        type: 'CONTRACT_TO_SIGN',
        recipients: [{ userId: lisiId }],
        values: { ...CONTRACT, contractName },
        link: '/contract/fileManage',
      });
    }
    expect(await unread(lisi)).toEqual({ total: 3, system: 0 });
    expect(await unread(zhangsan)).toEqual({ total: 0, system: 0 });
    const all = await list(lisi);
    expect(all.records.map((n: { title: string }) => n.title)).toEqual([
      '合同《合同三》待您签署',
      '合同《合同二》待您签署',
      '合同《合同一》待您签署',
    ]);
    const [first, second, third] = all.records.map((n: { noticeId: string }) => n.noticeId);
    const foreign = await zhangsan.post(`${N}/read`, { noticeIds: [first] });
    expect([foreign.statusCode, foreign.status, foreign.data]).toEqual([404, 70000404, null]);
    expect((await lisi.post(`${N}/read`, { noticeIds: [first, second] })).data).toEqual({ changed: 2 });
    expect((await list(lisi, { tab: 'UNREAD' })).records.map((n: { noticeId: string }) => n.noticeId)).toEqual([third]);
    expect((await list(lisi, { tab: 'READ' })).total).toBe(2);
    expect((await lisi.post(`${N}/unread`, { noticeIds: [second] })).data).toEqual({ changed: 1 });
    expect(await unread(lisi)).toEqual({ total: 2, system: 0 });
    expect((await lisi.post(`${N}/delete`, { noticeIds: [third] })).data).toEqual({ changed: 1 });
    expect((await list(lisi)).total).toBe(2);
    expect((await lisi.post(`${N}/readAll`)).data).toEqual({ changed: 1 });
    expect(await unread(lisi)).toEqual({ total: 0, system: 0 });
    expect((await lisi.post(`${N}/read`, { noticeIds: [] })).status).toBe(70000002);
  });

  it('pages and filters by type', async () => {
    await sendNotice(t.context, { type: 'CONTRACT_COMPLETED', recipients: [{ userId: lisiId }], values: CONTRACT });
    const page = await list(lisi, { size: 1, current: 2 });
    expect(page).toMatchObject({ total: 3, current: 2 });
    expect(page.records).toHaveLength(1);
    expect((await list(lisi, { type: 'CONTRACT_COMPLETED' })).total).toBe(1);
  });

  it('lets staff edit templates with the type’s placeholders only', async () => {
    const settings = (await ops.get(`${N}/template/list`)).data;
    expect(settings).toHaveLength(NOTICE_TYPES.length);
    expect(settings[0]).toMatchObject({
      noticeType: 'CONTRACT_TO_SIGN',
      enabled: true,
      placeholders: expect.arrayContaining(['contractName']),
    });
    const wrong = await ops.post(`${N}/template/update`, {
      noticeType: 'CONTRACT_SIGNED',
      channel: 'SMS',
      body: '{signerName}签了{contractName}，金额{amount}',
    });
    expect([wrong.statusCode, wrong.status]).toEqual([400, 74700008]);
    expect(wrong.data).toEqual({ placeholders: ['amount'] });
    const noSubject = await ops.post(`${N}/template/update`, {
      noticeType: 'CONTRACT_SIGNED',
      channel: 'EMAIL',
      body: 'x',
    });
    expect(noSubject.status).toBe(70000002);
    const tooLong = await ops.post(`${N}/template/update`, {
      noticeType: 'CONTRACT_SIGNED',
      channel: 'SMS',
      body: 'x'.repeat(301),
    });
    expect(tooLong.status).toBe(70000017); // the text rule: too long
    const saved = await ops.post(`${N}/template/update`, {
      noticeType: 'CONTRACT_SIGNED',
      channel: 'EMAIL',
      subject: '【签署】{contractName}',
      body: '{signerName}已完成签署。',
    });
    expect(saved.status).toBe(200);
    const preview = await ops.get(`${N}/template/preview`, { noticeType: 'CONTRACT_SIGNED', channel: 'EMAIL' });
    expect(preview.data).toEqual({
      noticeType: 'CONTRACT_SIGNED',
      channel: 'EMAIL',
      enabled: true,
      subject: '【签署】劳动合同（示例）',
      body: '李四已完成签署。',
    });
    const result = await sendNotice(t.context, {
      type: 'CONTRACT_SIGNED',
      recipients: [{ userId: lisiId }],
      values: { contractName: '新合同', signerName: '王五' },
    });
    expect(result.noticeIds).toHaveLength(1);
    expect((await list(lisi, { type: 'CONTRACT_SIGNED' })).records[0]).toMatchObject({
      title: '【签署】新合同',
      content: '王五已完成签署。',
    });
  });

  it('switches templates and types off and on', async () => {
    expect(
      (await ops.post(`${N}/template/state`, { noticeType: 'CONTRACT_CC', channel: 'SMS', enabled: false })).status,
    ).toBe(200);
    const preview = await ops.get(`${N}/template/preview`, { noticeType: 'CONTRACT_CC', channel: 'SMS' });
    expect(preview.data.enabled).toBe(false);
    const sms = () =>
      sendNotice(t.context, {
        type: 'CONTRACT_CC',
        recipients: [{ userId: lisiId }],
        values: CONTRACT,
        channels: ['SMS'],
      });
    await expect(sms()).rejects.toMatchObject({ status: 74700004 });
    await ops.post(`${N}/template/state`, { noticeType: 'CONTRACT_CC', channel: 'SMS', enabled: true });
    await expect(sms()).resolves.toMatchObject({ deliveryIds: [expect.any(String)] });
    await ops.post(`${N}/type/state`, { noticeType: 'CONTRACT_CC', enabled: false });
    await expect(sms()).rejects.toMatchObject({ status: 74700003 });
    const types = (await ops.get(`${N}/template/list`)).data;
    expect(types.find((s: { noticeType: string }) => s.noticeType === 'CONTRACT_CC').enabled).toBe(false);
  });

  it('publishes system notices to everyone, with previews', async () => {
    const anonymous = client(t.app);
    expect((await ops.post(`${N}/system/save`, { title: ' ', content: '内容' })).status).toBe(61700003);
    const draft = (await ops.post(`${N}/system/save`, { title: '维护通知', content: '今晚维护' })).data;
    expect(draft).toMatchObject({ status: 'DRAFT', publishedAt: null });
    // A draft is invisible to users and to anonymous previews, visible to staff.
    expect((await anonymous.get(`${N}/system/preview`, { systemNoticeId: draft.systemNoticeId })).status).toBe(
      61700001,
    );
    expect((await lisi.get(`${N}/system/preview`, { systemNoticeId: draft.systemNoticeId })).status).toBe(61700001);
    expect((await ops.get(`${N}/system/preview`, { systemNoticeId: draft.systemNoticeId })).data.title).toBe(
      '维护通知',
    );
    expect((await unread(zhangsan)).system).toBe(0);
    const edited = await ops.post(`${N}/system/save`, {
      systemNoticeId: draft.systemNoticeId,
      title: '维护通知（更新）',
      content: '今晚22点维护',
    });
    expect(edited.data.title).toBe('维护通知（更新）');

    const published = await ops.post(`${N}/system/publish`, { systemNoticeId: draft.systemNoticeId });
    expect(published.data.status).toBe('PUBLISHED');
    expect((await ops.post(`${N}/system/publish`, { systemNoticeId: draft.systemNoticeId })).status).toBe(61700002);
    expect((await ops.post(`${N}/system/save`, { ...edited.data, title: '改' })).status).toBe(61700002);
    expect((await anonymous.get(`${N}/system/preview`, { systemNoticeId: draft.systemNoticeId })).data.content).toBe(
      '今晚22点维护',
    );
    expect(await unread(zhangsan)).toEqual({ total: 1, system: 1 });
    const systemTab = await list(zhangsan, { tab: 'SYSTEM' });
    expect(systemTab.records).toEqual([
      expect.objectContaining({ type: 'SYSTEM', title: '维护通知（更新）', systemNoticeId: draft.systemNoticeId }),
    ]);
    expect((await zhangsan.post(`${N}/system/published`, { current: 1, size: 10 })).data.total).toBe(1);
    // A user who deleted it does not get it back.
    await zhangsan.post(`${N}/delete`, { noticeIds: [systemTab.records[0].noticeId] });
    expect(await unread(zhangsan)).toEqual({ total: 0, system: 0 });
    // Withdrawn: gone from everyone's centre and from open previews; then it may be deleted.
    expect((await unread(lisi)).system).toBe(1);
    expect((await ops.post(`${N}/system/delete`, { systemNoticeId: draft.systemNoticeId })).status).not.toBe(200);
    expect((await ops.post(`${N}/system/withdraw`, { systemNoticeId: draft.systemNoticeId })).data.status).toBe(
      'WITHDRAWN',
    );
    expect((await unread(lisi)).system).toBe(0);
    // Withdrawing it again is a transition the notice does not have: the operation fails (E-700000xx).
    expect((await ops.post(`${N}/system/withdraw`, { systemNoticeId: draft.systemNoticeId })).status).toBe(70000001);
    expect((await anonymous.get(`${N}/system/preview`, { systemNoticeId: draft.systemNoticeId })).status).toBe(
      61700001,
    );
    expect((await ops.post(`${N}/system/list`, { current: 1, size: 10 })).data.records[0].status).toBe('WITHDRAWN');
    expect((await ops.post(`${N}/system/delete`, { systemNoticeId: draft.systemNoticeId })).status).toBe(200);
    expect((await ops.post(`${N}/system/list`, { current: 1, size: 10 })).data.total).toBe(0);
  });
});
