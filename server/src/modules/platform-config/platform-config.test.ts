// Spec items this file exercises (docs/spec-items.md): E-6350101xx.
// The platform staff's configuration through the API: watermark and screenshot ban (text of at
// most 20 characters), base-service entries by business type (create, duplicate, update, delete),
// and nobody but platform staff — anonymous 401, an enterprise administrator or a person 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../test-support/build-test-app';
import { client, type Client } from '../../test-support/test-people';

describe('platform configuration', () => {
  let t: TestApp;
  let ops: Client;

  beforeAll(async () => {
    t = await buildTestApp();
    const login = await t.app.inject({
      method: 'POST',
      url: '/ecapi/token/accessToken',
      payload: { username: 'ops', password: 'Ops@2026ec', userOwnerType: 'INSIDE' },
    });
    ops = client(t.app, login.json().data.access_token);
  }, 60_000);
  afterAll(() => t.close());

  it('switches the watermark with its text and the screenshot ban', async () => {
    const on = await ops.post('bc/assemble/watermarkbanscreenshots/update', {
      settingType: 'WATERMARK',
      state: 'ENABLE',
      watermarkText: '内部资料 仅供签署',
    });
    expect(on.status, on.body).toBe(200);
    await ops.post('bc/assemble/watermarkbanscreenshots/update', { settingType: 'BAN_SCREENSHOTS', state: 'ENABLE' });
    const list = await client(t.app).get('bc/assemble/watermarkbanscreenshots/list');
    expect(list.data).toMatchObject([
      { settingType: 'BAN_SCREENSHOTS', state: 'ENABLE' },
      { settingType: 'WATERMARK', state: 'ENABLE', watermarkText: '内部资料 仅供签署' },
    ]);
    const long = await ops.post('bc/assemble/watermarkbanscreenshots/update', {
      settingType: 'WATERMARK',
      state: 'ENABLE',
      watermarkText: '这是一段超过二十个字符长度的水印文字内容不能保存',
    });
    expect(long.status).toBe(61600003);
    const after = await client(t.app).get('bc/assemble/watermarkbanscreenshots/list');
    expect(after.data[1].watermarkText).toBe('内部资料 仅供签署');
  });

  it('changes interface options, each keeping its kind', async () => {
    const set = (settingKey: string, settingValue: unknown) =>
      ops.post('bc/assemble/interfacesetting/update', { settingKey, settingValue });
    expect((await set('REGISTRATION_ENABLED', false)).status).toBe(200);
    expect((await set('COPYRIGHT_TEXT', '© 2026 演示')).status).toBe(200);
    const language = await set('DEFAULT_LANGUAGE', 'en');
    expect(language.status, language.body).toBe(200);
    expect((await set('REGISTRATION_ENABLED', 'no')).status).toBe(62300003);
    expect((await set('DEFAULT_LANGUAGE', 'fr')).status).toBe(62300003);
    expect((await set('NO_SUCH_OPTION', true)).status).toBe(62300001);
    const options = (await client(t.app).get('bc/assemble/interfacesetting/list')).data.options;
    const value = (key: string) => options.find((option: { key: string }) => option.key === key).value;
    expect([value('REGISTRATION_ENABLED'), value('COPYRIGHT_TEXT'), value('DEFAULT_LANGUAGE')]).toEqual([
      false,
      '© 2026 演示',
      'en',
    ]);
  });

  it('manages base-service entries by business type', async () => {
    const entry = { businessType: 'SEAL_DICT', configKey: 'OFFICIAL', configValue: '公章', sortOrder: 1 };
    expect((await ops.post('baseservice/config/create', entry)).status).toBe(200);
    expect((await ops.post('baseservice/config/create', entry)).status).toBe(635010105);
    expect((await ops.post('baseservice/config/update', { ...entry, configValue: '企业公章' })).status).toBe(200);
    const types = await ops.get('baseservice/config/types');
    expect(types.data).toEqual(
      expect.arrayContaining([
        { businessType: 'CA_APPLY_CONFIG', count: 7 },
        { businessType: 'SEAL_DICT', count: 1 },
      ]),
    );
    const read = await ops.get('baseservice/config/getlistByteBusinessTypes', { businessType: 'SEAL_DICT' });
    expect(read.data).toMatchObject([{ configKey: 'OFFICIAL', configValue: '企业公章' }]);
    expect((await ops.post('baseservice/config/delete', entry)).status).toBe(200);
    expect((await ops.post('baseservice/config/delete', entry)).status).toBe(635010101);
    expect((await ops.post('baseservice/config/update', { ...entry, configKey: 'bad key' })).status).toBe(70000002);
  });

  it('refuses everyone but platform staff, with no data and no change', async () => {
    const admin = client(t.app, await loginAs(t.app, 'admin', 'Admin@2026'));
    const person = client(t.app, await loginAs(t.app, 'zhangsan', 'Zhang@2026'));
    const calls: [string, 'GET' | 'POST', Record<string, unknown>][] = [
      ['bc/assemble/interfacesetting/update', 'POST', { settingKey: 'REGISTRATION_ENABLED', settingValue: true }],
      ['bc/assemble/watermarkbanscreenshots/update', 'POST', { settingType: 'WATERMARK', state: 'DISABLE' }],
      ['baseservice/config/types', 'GET', {}],
      ['baseservice/config/create', 'POST', { businessType: 'X', configKey: 'Y', configValue: 'z' }],
      [
        'baseservice/config/update',
        'POST',
        { businessType: 'CA_APPLY_CONFIG', configKey: 'KEY_SIZE', configValue: '1' },
      ],
      ['baseservice/config/delete', 'POST', { businessType: 'CA_APPLY_CONFIG', configKey: 'KEY_SIZE' }],
    ];
    const outcomes: string[] = [];
    for (const [url, method, body] of calls) {
      for (const [who, api, expected] of [
        ['anonymous', client(t.app), 401],
        ['an enterprise administrator', admin, 403],
        ['a person', person, 403],
      ] as const) {
        const reply = method === 'GET' ? await api.get(url) : await api.post(url, body);
        if (reply.statusCode !== expected || reply.data !== null) outcomes.push(`${url} by ${who}: ${reply.body}`);
      }
    }
    expect(outcomes).toEqual([]);
    const ca = await ops.get('baseservice/config/getlistByteBusinessTypes', { businessType: 'CA_APPLY_CONFIG' });
    expect(ca.data.find((row: { configKey: string }) => row.configKey === 'KEY_SIZE').configValue).toBe('2048');
  });
});
