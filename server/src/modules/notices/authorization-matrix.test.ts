// The authorisation matrix of contacts, notices and help: every endpoint of contacts, notices, message
// templates, system notices, help and content pages, tried by callers who may not use it —
// anonymous (401), and people without the permission (403) — who get no data and change nothing;
// then by a caller who may. Another account's contacts, groups and notices are not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { sendNotice } from './send-notice';
import { addMember, client, createEnterprise, type Client } from '../../test-support/test-people';
import { demoClient, type DemoClient } from '../../test-support/staff-client';

const C = 'cb/assemble/contact';
const N = 'cb/assemble/notice';
const H = 'cb/assemble/help';
const P = 'cb/assemble/page';

type Who = 'anonymous' | 'lisi' | 'admin' | 'otherAdmin' | 'ops' | 'noContacts';

interface Call {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: () => Record<string, unknown>;
  /** Callers allowed; everyone else is refused. */
  allowed: readonly Who[];
  /** No login needed: anonymous callers are refused like the others (404), not with 401. */
  open?: boolean;
  /** Allowed callers are not tried (the call would destroy the fixture), or the reply is not JSON. */
  skipAllowed?: boolean;
}

const USERS: readonly Who[] = ['lisi', 'admin', 'otherAdmin', 'ops', 'noContacts'];
const CONTACT_USERS: readonly Who[] = ['lisi', 'admin', 'otherAdmin'];
const STAFF: readonly Who[] = ['ops'];

describe('authorisation matrix (contacts, notices, help)', () => {
  let t: TestApp;
  const callers = {} as Record<Who, Client>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    callers.anonymous = client(t.app);
    callers.lisi = await demoClient(t, 'lisi');
    callers.admin = await demoClient(t, 'admin');
    callers.ops = await demoClient(t, 'ops');
    const other = await createEnterprise(t);
    callers.otherAdmin = other.admin;
    // A member whose custom role lacks contact:manage.
    const role = await other.admin.post('cb/assemble/enterprise/role/create', {
      name: '只读',
      permissions: ['contract:view'],
    });
    callers.noContacts = (await addMember(t, other.enterpriseId, role.data.roleId)).api;
    const ops: DemoClient = callers.ops as DemoClient;
    ids.systemNotice = (await ops.post(`${N}/system/save`, { title: '草稿', content: '内容' })).data.systemNoticeId;
    ids.contact = (
      await callers.lisi.post(`${C}/save`, { signatoryType: 0, name: '甲', mobile: '13800000001' })
    ).data.contactId;
    ids.group = (await callers.lisi.post(`${C}/group/save`, { name: '组' })).data.groupId;
    const [lisiUser] = await t.context.database.db.select().from(users).where(eq(users.username, 'lisi'));
    ids.notice = (
      await sendNotice(t.context, {
        type: 'SYSTEM',
        recipients: [{ userId: lisiUser!.id }],
        values: { title: '标题', content: '正文' },
      })
    ).noticeIds[0]!;
  }, 120_000);
  afterAll(() => t.close());

  const CALLS: Call[] = [
    {
      name: 'contact list',
      method: 'POST',
      url: `${C}/list`,
      body: () => ({ current: 1, size: 5 }),
      allowed: CONTACT_USERS,
    },
    {
      name: 'contact pick',
      method: 'POST',
      url: `${C}/pick`,
      body: () => ({ current: 1, size: 5 }),
      allowed: CONTACT_USERS,
    },
    { name: 'contact group list', method: 'GET', url: `${C}/group/list`, allowed: CONTACT_USERS },
    {
      name: 'contact import sample',
      method: 'GET',
      url: `${C}/import/sample`,
      allowed: CONTACT_USERS,
      skipAllowed: true,
    },
    {
      name: 'contact import',
      method: 'POST',
      url: `${C}/import`,
      body: () => ({}),
      allowed: CONTACT_USERS,
      skipAllowed: true,
    },
    // Ids of lisi's address book, tried by everyone else.
    {
      name: 'contact delete',
      method: 'POST',
      url: `${C}/delete`,
      body: () => ({ contactIds: [ids.contact] }),
      allowed: ['lisi'],
      skipAllowed: true,
    },
    {
      name: 'contact group delete',
      method: 'POST',
      url: `${C}/group/delete`,
      body: () => ({ groupId: ids.group }),
      allowed: ['lisi'],
      skipAllowed: true,
    },
    {
      name: 'contact change',
      method: 'POST',
      url: `${C}/save`,
      body: () => ({ contactId: ids.contact, signatoryType: 0, name: '乙', mobile: '13800000001' }),
      allowed: ['lisi'],
      skipAllowed: true,
    },
    {
      name: 'group rename',
      method: 'POST',
      url: `${C}/group/save`,
      body: () => ({ groupId: ids.group, name: 'x' }),
      allowed: ['lisi'],
      skipAllowed: true,
    },
    {
      name: 'contact with a foreign group',
      method: 'POST',
      url: `${C}/save`,
      body: () => ({ signatoryType: 0, name: '丙', mobile: '13800000002', groupId: ids.group }),
      allowed: ['lisi'],
      skipAllowed: true,
    },
    // lisi's notice, tried by everyone else.
    {
      name: 'notice read',
      method: 'POST',
      url: `${N}/read`,
      body: () => ({ noticeIds: [ids.notice] }),
      allowed: ['lisi'],
      skipAllowed: true,
    },
    {
      name: 'notice unread',
      method: 'POST',
      url: `${N}/unread`,
      body: () => ({ noticeIds: [ids.notice] }),
      allowed: ['lisi'],
      skipAllowed: true,
    },
    {
      name: 'notice delete',
      method: 'POST',
      url: `${N}/delete`,
      body: () => ({ noticeIds: [ids.notice] }),
      allowed: ['lisi'],
      skipAllowed: true,
    },
    { name: 'notice list', method: 'POST', url: `${N}/list`, body: () => ({ current: 1, size: 5 }), allowed: USERS },
    { name: 'unread count', method: 'GET', url: `${N}/unreadCount`, allowed: USERS },
    { name: 'read all', method: 'POST', url: `${N}/readAll`, allowed: USERS },
    {
      name: 'published system notices',
      method: 'POST',
      url: `${N}/system/published`,
      body: () => ({}),
      allowed: USERS,
    },
    { name: 'template list', method: 'GET', url: `${N}/template/list`, allowed: STAFF },
    {
      name: 'template update',
      method: 'POST',
      url: `${N}/template/update`,
      body: () => ({ noticeType: 'SYSTEM', channel: 'SMS', body: '【电子签】{title}' }),
      allowed: STAFF,
    },
    {
      name: 'template state',
      method: 'POST',
      url: `${N}/template/state`,
      body: () => ({ noticeType: 'SYSTEM', channel: 'SMS', enabled: true }),
      allowed: STAFF,
    },
    {
      name: 'type state',
      method: 'POST',
      url: `${N}/type/state`,
      body: () => ({ noticeType: 'SYSTEM', enabled: true }),
      allowed: STAFF,
    },
    {
      name: 'template preview',
      method: 'GET',
      url: `${N}/template/preview?noticeType=SYSTEM&channel=SMS`,
      allowed: STAFF,
    },
    { name: 'system notice list', method: 'POST', url: `${N}/system/list`, body: () => ({}), allowed: STAFF },
    {
      name: 'system notice save',
      method: 'POST',
      url: `${N}/system/save`,
      body: () => ({ systemNoticeId: ids.systemNotice, title: '草稿', content: '内容' }),
      allowed: STAFF,
    },
    {
      name: 'system notice preview (draft)',
      method: 'GET',
      url: `${N}/system/preview?systemNoticeId=SYSTEM_NOTICE`,
      allowed: STAFF,
      open: true,
    },
    { name: 'help list', method: 'GET', url: `${H}/list`, allowed: USERS },
    {
      name: 'help delete',
      method: 'POST',
      url: `${H}/delete`,
      body: () => ({ helpId: 'no-such-item' }),
      allowed: STAFF,
      skipAllowed: true,
    },
    {
      name: 'help upload',
      method: 'POST',
      url: `${H}/upload?title=x`,
      body: () => ({}),
      allowed: STAFF,
      skipAllowed: true,
    },
    {
      name: 'content page delete',
      method: 'POST',
      url: `${P}/delete`,
      body: () => ({ slug: 'no-such-page' }),
      allowed: STAFF,
      skipAllowed: true,
    },
    { name: 'content page list', method: 'GET', url: `${P}/list`, allowed: STAFF },
    {
      name: 'content page save',
      method: 'POST',
      url: `${P}/save`,
      body: () => ({ slug: 'about', title: '关于', body: '正文' }),
      allowed: STAFF,
    },
  ];

  const send = (who: Who, call: Call) => {
    const url = call.url.replace('SYSTEM_NOTICE', ids.systemNotice!);
    return call.method === 'GET' ? callers[who].get(url) : callers[who].post(url, call.body?.() ?? {});
  };

  it.each(CALLS.map((call) => [call.name, call] as const))('%s: refused to callers who may not', async (_, call) => {
    for (const who of ['anonymous', ...USERS] as Who[]) {
      if (call.allowed.includes(who)) continue;
      const reply = await send(who, call);
      const expected = who === 'anonymous' && !call.open ? [401] : [403, 404];
      expect(expected, `${who} → ${call.name}: ${reply.body}`).toContain(reply.statusCode);
      expect(reply.data, `${who} → ${call.name}`).toBeNull();
    }
  });

  it.each(CALLS.filter((call) => !call.skipAllowed).map((call) => [call.name, call] as const))(
    '%s: allowed to its callers',
    async (_, call) => {
      for (const who of call.allowed) {
        const reply = await send(who, call);
        expect(reply.statusCode, `${who} → ${call.name}: ${reply.body}`).toBe(200);
      }
    },
  );

  it('leaves the owner’s contact and group untouched after the refused calls', async () => {
    const list = await callers.lisi.post(`${C}/list`, { current: 1, size: 5 });
    expect(list.data.records).toEqual([expect.objectContaining({ contactId: ids.contact, name: '甲' })]);
    expect((await callers.lisi.get(`${C}/group/list`)).data).toEqual([expect.objectContaining({ name: '组' })]);
    expect((await callers.lisi.post(`${N}/list`, { current: 1, size: 5 })).data.records).toEqual([
      // (read by lisi's own read-all call above; never deleted by the others)
      expect.objectContaining({ noticeId: ids.notice }),
    ]);
    const draft = await callers.ops.get(`${N}/system/preview`, { systemNoticeId: ids.systemNotice! });
    expect(draft.data.status).toBe('DRAFT');
  });

  it('serves the open reads to anyone', async () => {
    const guide = await t.app.inject({ method: 'GET', url: `/ecapi/${H}/file/builtin-user-guide` });
    expect(guide.statusCode).toBe(200);
    await callers.ops.post(`${P}/save`, { slug: 'open-page', title: '公开', body: '正文' });
    expect((await callers.anonymous.get(`${P}/content`, { slug: 'open-page' })).statusCode).toBe(200);
  });
});
