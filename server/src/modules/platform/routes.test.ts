// Spec items this file exercises (docs/spec-items.md): C-user-menus, C-watermark, C-interface-settings,
// C-business-types.
import { MENU_TREE, type MenuNode } from '@ecsign/core/guard';
import { ROLE_MENU_LEAVES } from '@ecsign/core/test-support/role-menu-leaves';
import type { TMenuItem } from '@ecsign/core/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../test-support/build-test-app';

const flatItems = (items: readonly TMenuItem[]): TMenuItem[] =>
  items.flatMap((item) => [item, ...flatItems(item.children ?? [])]);
const flatNodes = (nodes: readonly MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => [node, ...flatNodes(node.children ?? [])]);
const NODES = new Map(flatNodes(MENU_TREE).map((node) => [node.id, node]));

async function loginInside(t: TestApp, username = 'ops', password = 'Ops@2026ec'): Promise<string> {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/ecapi/token/accessToken',
    payload: { username, password, userOwnerType: 'INSIDE' },
  });
  expect(reply.json().status, reply.body).toBe(200);
  return reply.json().data.access_token;
}

describe('menus, interface settings, watermark and base-service configuration', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    tokens.admin = await loginAs(t.app, 'admin', 'Admin@2026');
    tokens.hr = await loginAs(t.app, 'hr', 'Hr@2026ec');
    tokens.zhangsan = await loginAs(t.app, 'zhangsan', 'Zhang@2026');
    tokens.ops = await loginInside(t);
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}`, ...headers } : headers,
    });
  const menus = async (token: string, headers: Record<string, string> = {}) => {
    const reply = await get('/ecapi/cb/assemble/usercenter/userRegister/userMenus', token, headers);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data as TMenuItem[];
  };
  const leaves = (items: TMenuItem[]) =>
    flatItems(items)
      .filter((item) => item.path)
      .map((item) => item.id);

  it('gives each role its own menus: administrator, HR, person, internal staff', async () => {
    expect(leaves(await menus(tokens.admin!))).toEqual(ROLE_MENU_LEAVES.ADMIN);
    expect(leaves(await menus(tokens.hr!))).toEqual(ROLE_MENU_LEAVES.HR);
    expect(leaves(await menus(tokens.zhangsan!))).toEqual(ROLE_MENU_LEAVES.PERSONAL);
    expect(leaves(await menus(tokens.ops!))).toEqual(ROLE_MENU_LEAVES.INSIDE_STAFF);
  });

  it.each(['admin', 'hr', 'zhangsan', 'ops'])(
    'never shows %s an item whose permission getLoggedUserInfo does not list',
    async (who) => {
      const info = (await get('/ecapi/getLoggedUserInfo', tokens[who])).json().data;
      for (const item of flatItems(await menus(tokens[who]!))) {
        const anyOf = NODES.get(item.id)?.anyOf;
        if (anyOf)
          expect(
            anyOf.some((p) => info.permissions.includes(p)),
            `${who} ${item.id}`,
          ).toBe(true);
      }
    },
  );

  it('gives internal staff the INSIDE_STAFF permissions', async () => {
    const info = (await get('/ecapi/getLoggedUserInfo', tokens.ops)).json().data;
    expect(info).toMatchObject({ userOwnerType: 'INSIDE', name: '运营小王' });
    expect(info.permissions).toEqual([
      'contract:view',
      'notice:view',
      'notice:publish',
      'platform:config',
      'identity:review',
    ]);
  });

  it('keeps staff menus for an INSIDE user whatever role the account row names, and never gives them to others', async () => {
    await t.context.database.query(
      `UPDATE accounts SET role = 'ADMIN' WHERE user_id = (SELECT id FROM users WHERE username = 'ops')`,
    );
    expect(leaves(await menus(tokens.ops!))).toEqual(ROLE_MENU_LEAVES.INSIDE_STAFF);
    await t.context.database.query(
      `UPDATE accounts SET role = 'INSIDE_STAFF' WHERE user_id = (SELECT id FROM users WHERE username = 'ops')`,
    );
    const lisi = await loginAs(t.app, 'lisi', 'Lisi@2026');
    await t.context.database.query(
      `UPDATE accounts SET role = 'INSIDE_STAFF' WHERE user_id = (SELECT id FROM users WHERE username = 'lisi')`,
    );
    expect(leaves(await menus(lisi))).toEqual(['home', 'accountIndex', 'fileValid', 'help']);
    await t.context.database.query(
      `UPDATE accounts SET role = 'PERSONAL' WHERE user_id = (SELECT id FROM users WHERE username = 'lisi')`,
    );
  });

  it('names the menus in the asked language', async () => {
    const [home, contracts] = await menus(tokens.hr!, { 'accept-language': 'en' });
    expect(home).toEqual({ id: 'home', name: 'Home', path: '/home', icon: 'home' });
    expect(contracts?.name).toBe('Contracts');
    expect((await menus(tokens.hr!))[1]?.name).toBe('合同管理');
  });

  it('answers menus without a valid token with 401/70000401', async () => {
    for (const token of [undefined, 'forged-token']) {
      const reply = await get('/ecapi/cb/assemble/usercenter/userRegister/userMenus', token);
      expect(reply.statusCode).toBe(401);
      expect(reply.json().status).toBe(70000401);
    }
  });

  it('serves the interface settings without a token: product default name and the options list', async () => {
    const reply = await get('/ecapi/bc/assemble/interfacesetting/list?time=1700000000000');
    expect(reply.statusCode).toBe(200);
    const data = reply.json().data;
    expect(data.systemName).toBeNull();
    expect(data.displayName).toBe('电子合同签署系统');
    expect(data.options.map((option: { key: string }) => option.key)).toEqual([
      'LOGIN_PASSWORD_ENABLED',
      'LOGIN_SMS_ENABLED',
      'LOGIN_UKEY_ENABLED',
      'REGISTRATION_ENABLED',
      'DEFAULT_LANGUAGE',
      'HELP_CENTRE_ENABLED',
      'COPYRIGHT_TEXT',
      'SSO_ENABLED',
    ]);
    expect(data.options).toContainEqual({
      key: 'DEFAULT_LANGUAGE',
      value: 'zh',
      description: 'Language of a first visit',
    });
    expect(data.options.find((option: { key: string }) => option.key === 'SSO_ENABLED').value).toBe(false);
    const en = await get('/ecapi/bc/assemble/interfacesetting/list', undefined, { 'accept-language': 'en-US' });
    expect(en.json().data.displayName).toBe('Electronic Contract Signing System');
  });

  it('serves the watermark and screenshot-ban settings without a token, disabled by default', async () => {
    const reply = await get('/ecapi/bc/assemble/watermarkbanscreenshots/list');
    expect(reply.statusCode).toBe(200);
    const data = reply.json().data;
    expect(data.map((row: object) => ({ ...row, updatedAt: undefined }))).toEqual([
      { settingType: 'BAN_SCREENSHOTS', state: 'DISABLE', watermarkText: null, updatedAt: undefined },
      { settingType: 'WATERMARK', state: 'DISABLE', watermarkText: null, updatedAt: undefined },
    ]);
    await t.context.database.query(
      `UPDATE watermark_settings SET state = 'ENABLE', watermark_text = '内部资料' WHERE setting_type = 'WATERMARK'`,
    );
    const after = (await get('/ecapi/bc/assemble/watermarkbanscreenshots/list')).json().data;
    expect(after[1]).toMatchObject({ settingType: 'WATERMARK', state: 'ENABLE', watermarkText: '内部资料' });
    await expect(
      t.context.database.query(`UPDATE watermark_settings SET watermark_text = $1`, ['x'.repeat(21)]),
    ).rejects.toThrow();
  });

  it('lists the CA_APPLY_CONFIG entries in order, and nothing for an unknown business type', async () => {
    const url = '/ecapi/baseservice/config/getlistByteBusinessTypes';
    const reply = await get(`${url}?businessType=CA_APPLY_CONFIG&time=1`, tokens.zhangsan);
    expect(reply.statusCode).toBe(200);
    const entries = reply.json().data;
    expect(entries.map((entry: { configKey: string }) => entry.configKey)).toEqual([
      'CA_NAME',
      'CERT_VALIDITY_DAYS',
      'KEY_ALGORITHM',
      'KEY_SIZE',
      'SIGNATURE_ALGORITHM',
      'PERSONAL_CERT_TYPES',
      'REVOCATION_CHECK',
    ]);
    expect(entries[1]).toMatchObject({ businessType: 'CA_APPLY_CONFIG', configValue: '365', sortOrder: 20 });
    const unknown = await get(`${url}?businessType=NO_SUCH_TYPE`, tokens.zhangsan);
    expect(unknown.json()).toMatchObject({ status: 200, data: [] });
  });

  it.each([
    ['', 'no businessType'],
    ['?businessType=', 'an empty one'],
    ['?businessType=ca_apply_config', 'a lower-case one'],
    [`?businessType=${'A'.repeat(65)}`, 'a too long one'],
    ['?businessType=CA%27%3B--', 'punctuation'],
  ])('answers business types with 400/70000002 for %s (%s)', async (query) => {
    const reply = await get(`/ecapi/baseservice/config/getlistByteBusinessTypes${query}`, tokens.zhangsan);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ status: 70000002, message: '请求参数错误' });
    expect(reply.json().data[0].path).toBe('businessType');
  });

  it('asks for a token before the base-service configuration', async () => {
    const reply = await get('/ecapi/baseservice/config/getlistByteBusinessTypes?businessType=CA_APPLY_CONFIG');
    expect(reply.statusCode).toBe(401);
  });
});

describe('configured system name and single sign-on switch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SYSTEM_NAME: '  某某签  ', OA_CLIENTS: 'oa:oa-secret-1' });
  });
  afterAll(() => t.close());

  it('shows the configured name in every language and says single sign-on is on', async () => {
    for (const language of ['zh', 'en']) {
      const reply = await t.app.inject({
        method: 'GET',
        url: '/ecapi/bc/assemble/interfacesetting/list',
        headers: { 'accept-language': language },
      });
      expect(reply.json().data).toMatchObject({ systemName: '某某签', displayName: '某某签' });
      expect(reply.json().data.options).toContainEqual(expect.objectContaining({ key: 'SSO_ENABLED', value: true }));
    }
  });
});
