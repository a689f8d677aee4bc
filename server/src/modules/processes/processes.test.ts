// Spec items this file exercises (docs/spec-items.md): E-744010xx.
// Signing processes through the API: DRAFT until every part is set (each missing part its 744010xx
// code), only the Ministry of Public Security face check, the notice file and tips text when they
// are shown, unique names, and loadProcessForPlan's answers for the contracts module.
import type { TProcessSettings } from '@ecsign/core/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../test-support/build-test-app';
import { makeTemplatePdf } from '../../test-support/template-test-kit';
import { client, type Client } from '../../test-support/test-people';
import { loadProcessForPlan } from './load-process-for-plan';

const P = 'cb/assemble/process';

const COMPLETE: TProcessSettings = {
  login: { methods: ['SMS'] },
  notice: { enabled: true, title: '签署须知', mustRead: true },
  identity: { required: true, methods: ['FACE'], faceProvider: 'MPS' },
  home: { page: 'CONTRACT_DETAIL' },
  signing: { method: 'BOTH', confirmation: 'SMS' },
  tips: { enabled: true, text: '请仔细阅读合同' },
};

describe('signing processes', () => {
  let t: TestApp;
  let token: string;
  let admin: Client;
  let counter = 0;
  const create = async () => {
    const reply = await admin.post(`${P}/create`, { name: `流程${++counter}` });
    expect(reply.status, reply.body).toBe(200);
    return reply.data.processId as string;
  };
  const save = (processId: string, settings: Partial<TProcessSettings>) =>
    admin.post(`${P}/save`, { processId, name: `流程-${processId.slice(0, 8)}`, settings });
  const attachNotice = (processId: string, bytes: Uint8Array) =>
    t.app.inject({
      method: 'POST',
      url: `/ecapi/${P}/noticeFile`,
      query: { processId, fileName: '须知.pdf' },
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf' },
      payload: Buffer.from(bytes),
    });

  beforeAll(async () => {
    t = await buildTestApp();
    token = await loginAs(t.app, 'admin', 'Admin@2026');
    admin = client(t.app, token);
  }, 60_000);
  afterAll(() => t.close());

  it('starts as a DRAFT that cannot be used by a plan (74401009)', async () => {
    const processId = await create();
    expect((await admin.get(`${P}/detail`, { processId })).data).toMatchObject({
      status: 'DRAFT',
      settings: { login: null, notice: null, identity: null, home: null, signing: null, tips: null },
      noticeFileName: null,
    });
    await expect(loadProcessForPlan(t.context, processId)).rejects.toMatchObject({ code: 'PROCESS_IN_DRAFT' });
    await expect(loadProcessForPlan(t.context, 'nope')).rejects.toMatchObject({ code: 'PROCESS_NOT_FOUND' });
  });

  it('refuses a duplicate name (74401001)', async () => {
    await admin.post(`${P}/create`, { name: '标准流程' });
    expect((await admin.post(`${P}/create`, { name: '标准流程' })).status).toBe(74401001);
  });

  it.each([
    ['login', { login: null }, 74401003],
    ['login without a method', { login: { methods: [] } }, 74401003],
    ['notice', { notice: null }, 74401004],
    ['identity', { identity: null }, 74401005],
    ['home', { home: null }, 74401006],
    ['signing', { signing: null }, 74401007],
    ['tips', { tips: null }, 74401008],
    ['tips text', { tips: { enabled: true, text: '  ' } }, 74401012],
  ] as [string, Partial<TProcessSettings>, number][])(
    'keeps a process without %s settings in DRAFT',
    async (_part, missing, status) => {
      const processId = await create();
      expect((await attachNotice(processId, makeTemplatePdf())).json().status).toBe(200);
      expect((await save(processId, { ...COMPLETE, ...missing })).status).toBe(200);
      const refused = await admin.post(`${P}/enable`, { processId });
      expect(refused.status).toBe(status);
      expect((await admin.get(`${P}/detail`, { processId })).data.status).toBe('DRAFT');
    },
  );

  it('needs the notice file when a notice is shown (74401011), and takes only PDFs', async () => {
    const processId = await create();
    expect((await save(processId, COMPLETE)).status).toBe(200);
    expect((await admin.post(`${P}/enable`, { processId })).status).toBe(74401011);
    expect((await attachNotice(processId, new TextEncoder().encode('not a pdf'))).json().status).toBe(74300006);
    expect((await attachNotice(processId, makeTemplatePdf())).json().data).toEqual({ noticeFileName: '须知.pdf' });
    expect((await admin.post(`${P}/enable`, { processId })).status).toBe(200);
    const plan = await loadProcessForPlan(t.context, processId);
    expect(plan).toMatchObject({ status: 'ENABLE', settings: COMPLETE, noticeFileName: '须知.pdf' });
    // An enabled process must stay complete.
    expect((await save(processId, { ...COMPLETE, home: null })).status).toBe(74401006);
    expect((await admin.post(`${P}/disable`, { processId })).status).toBe(200);
    await expect(loadProcessForPlan(t.context, processId)).rejects.toMatchObject({ code: 'PROCESS_DISABLED' });
  });

  it('offers only the Ministry of Public Security face check (74401010)', async () => {
    const processId = await create();
    const other = { ...COMPLETE, identity: { required: true, methods: ['FACE'], faceProvider: 'ALIPAY' } };
    expect((await save(processId, other as TProcessSettings)).status).toBe(74401010);
    const unnamed = {
      ...COMPLETE,
      identity: { required: true, methods: ['FACE'], faceProvider: null },
      notice: { enabled: false, title: '', mustRead: false },
    };
    expect((await save(processId, unnamed as TProcessSettings)).status).toBe(200);
    expect((await admin.post(`${P}/enable`, { processId })).status).toBe(74401010);
  });

  it('lists processes by name and status, and lists only enabled ones to initiators', async () => {
    const processId = await create();
    await save(processId, { ...COMPLETE, notice: { enabled: false, title: '', mustRead: false } });
    expect((await admin.post(`${P}/enable`, { processId })).status).toBe(200);
    const listed = await admin.get(`${P}/list`, { current: '1', size: '5', status: 'ENABLE' });
    expect(listed.data.records.map((r: { processId: string }) => r.processId)).toContain(processId);
    const hr = client(t.app, await loginAs(t.app, 'hr', 'Hr@2026ec'));
    const usable = await hr.get(`${P}/usable`, { current: '1', size: '20' });
    expect(usable.data.records.every((r: { status: string }) => r.status === 'ENABLE')).toBe(true);
    expect(usable.data.records.map((r: { processId: string }) => r.processId)).toContain(processId);
    expect((await hr.get(`${P}/list`, { current: '1', size: '5' })).status).toBe(74401002);
    // The demo enterprise starts with one complete process a plan can pick.
    const seeded = usable.data.records.find((r: { name: string }) => r.name === '标准签署流程');
    await expect(loadProcessForPlan(t.context, seeded.processId)).resolves.toMatchObject({ status: 'ENABLE' });
  });
});
