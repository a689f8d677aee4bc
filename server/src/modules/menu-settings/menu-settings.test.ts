// Menu management on the real app: staff see the whole tree with who each entry opens for; rename,
// hide and reorder change the menus the server computes for every account; the catalogue errors;
// and nobody but platform staff reaches it.
import type { TMenuSettingNode } from '@ecsign/core/model';
import type { TMenuItem } from '@ecsign/core/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../test-support/build-test-app';

const flat = <T extends { children?: T[] | undefined }>(items: readonly T[]): T[] =>
  items.flatMap((item) => [item, ...flat(item.children ?? [])]);

describe('menu management', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    tokens.admin = await loginAs(t.app, 'admin', 'Admin@2026');
    tokens.zhangsan = await loginAs(t.app, 'zhangsan', 'Zhang@2026');
    const ops = await t.app.inject({
      method: 'POST',
      url: '/ecapi/token/accessToken',
      payload: { username: 'ops', password: 'Ops@2026ec', userOwnerType: 'INSIDE' },
    });
    tokens.ops = ops.json().data.access_token;
  }, 60_000);
  afterAll(() => t.close());

  const call = (who: string, method: 'GET' | 'POST', path: string, payload?: object, language = 'zh') =>
    t.app.inject({
      method,
      url: `/ecapi/${path}`,
      headers: { authorization: `Bearer ${tokens[who]}`, 'accept-language': language },
      ...(payload ? { payload } : {}),
    });
  const menus = async (who: string, language = 'zh') =>
    (await call(who, 'GET', 'cb/assemble/usercenter/userRegister/userMenus', undefined, language)).json()
      .data as TMenuItem[];
  const tree = async () => (await call('ops', 'GET', 'bc/assemble/menu/tree')).json().data as TMenuSettingNode[];

  it('shows staff every entry, its permissions and the built-in roles it opens for', async () => {
    const nodes = flat(await tree());
    const byId = new Map(nodes.map((n) => [n.id, n]));
    expect(byId.get('templateList')).toMatchObject({
      path: '/template/list',
      anyOf: ['template:manage'],
      roles: ['SUPER_ADMIN', 'ADMIN'],
      title: null,
      hidden: false,
      defaultTitle: { zh: '合同模板', en: 'Contract templates', 'zh-TW': '合同範本' },
    });
    expect(byId.get('operationLogs')!.roles).toEqual(['SUPER_ADMIN', 'ADMIN', 'INSIDE_STAFF']);
    expect(byId.get('help')!.roles).toHaveLength(6);
    expect(byId.get('menuSettings')!.canHide).toBe(false);
    expect(byId.get('templateCentre')).toMatchObject({ path: null, roles: ['SUPER_ADMIN', 'ADMIN'] });
  });

  it('renames an entry in each language for every account, and resets it', async () => {
    const title = { zh: '我的合同', en: 'My contracts', 'zh-TW': '我的合同' };
    const reply = await call('ops', 'POST', 'bc/assemble/menu/update', { menuId: 'fileManage', title });
    expect(reply.json().status, reply.body).toBe(200);
    const name = async (who: string, language: string) =>
      flat(await menus(who, language)).find((item) => item.id === 'fileManage')?.name;
    expect(await name('admin', 'zh')).toBe('我的合同');
    expect(await name('zhangsan', 'en')).toBe('My contracts');
    await call('ops', 'POST', 'bc/assemble/menu/reset', { menuId: 'fileManage' });
    expect(await name('admin', 'zh')).not.toBe('我的合同');
  });

  it('hides an entry from everyone, keeps it in the staff tree, and refuses to hide menu management', async () => {
    await call('ops', 'POST', 'bc/assemble/menu/update', { menuId: 'contact', hidden: true });
    expect(flat(await menus('admin')).some((item) => item.id === 'contact')).toBe(false);
    expect(flat(await tree()).find((n) => n.id === 'contact')!.hidden).toBe(true);
    await call('ops', 'POST', 'bc/assemble/menu/update', { menuId: 'contact', hidden: false });
    expect(flat(await menus('admin')).some((item) => item.id === 'contact')).toBe(true);

    const refused = await call('ops', 'POST', 'bc/assemble/menu/update', { menuId: 'menuSettings', hidden: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 60800004, message: '该菜单不能隐藏' });
    const unknown = await call('ops', 'POST', 'bc/assemble/menu/update', { menuId: 'nowhere', hidden: true });
    expect(unknown.json().status).toBe(60800001);
    const empty = await call('ops', 'POST', 'bc/assemble/menu/update', { menuId: 'contact' });
    expect(empty.json().status).toBe(70000002);
  });

  it('reorders one level with exactly its entries', async () => {
    const children = ['fileManage', 'startHRContract', 'startEntContract'];
    const reply = await call('ops', 'POST', 'bc/assemble/menu/reorder', { parentId: 'contracts', menuIds: children });
    expect(reply.json().status, reply.body).toBe(200);
    const contracts = (await menus('admin')).find((item) => item.id === 'contracts')!;
    expect(contracts.children!.map((item) => item.id)).toEqual(children);

    const top = (await tree()).map((n) => n.id);
    const reordered = [top.at(-1)!, ...top.slice(0, -1)];
    await call('ops', 'POST', 'bc/assemble/menu/reorder', { parentId: null, menuIds: reordered });
    expect((await tree()).map((n) => n.id)).toEqual(reordered);
    expect((await menus('zhangsan'))[0]!.id).toBe(top.at(-1));

    for (const menuIds of [children.slice(1), [...children, 'help'], ['fileManage', 'fileManage', 'startHRContract']]) {
      const bad = await call('ops', 'POST', 'bc/assemble/menu/reorder', { parentId: 'contracts', menuIds });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().status).toBe(60800005);
    }
    const leaf = await call('ops', 'POST', 'bc/assemble/menu/reorder', { parentId: 'help', menuIds: ['x'] });
    expect(leaf.json().status).toBe(60800001);
  });

  it('refuses enterprise and personal accounts with 403', async () => {
    for (const who of ['admin', 'zhangsan']) {
      for (const [method, path, payload] of [
        ['GET', 'bc/assemble/menu/tree', undefined],
        ['POST', 'bc/assemble/menu/update', { menuId: 'contact', hidden: true }],
        ['POST', 'bc/assemble/menu/reorder', { parentId: null, menuIds: ['home'] }],
        ['POST', 'bc/assemble/menu/reset', { menuId: 'contact' }],
      ] as const) {
        const reply = await call(who, method, path, payload);
        expect(reply.statusCode, `${who} ${path}`).toBe(403);
        expect(reply.json().data).toBeNull();
      }
    }
  });
});
