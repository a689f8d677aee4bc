// Spec items this file exercises (docs/spec-items.md): E-750xxxxx, V-group-name.
// Contacts and groups over HTTP: saving and its duplicate rules, groups, search, paging, import
// (with a transaction that keeps nothing when it fails) and the sample file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { demoClient, type DemoClient } from '../../test-support/staff-client';

const C = 'cb/assemble/contact';

describe('contacts and groups', () => {
  let t: TestApp;
  let lisi: DemoClient;
  let zhangsan: DemoClient;
  beforeAll(async () => {
    t = await buildTestApp();
    lisi = await demoClient(t, 'lisi');
    zhangsan = await demoClient(t, 'zhangsan');
  }, 60_000);
  afterAll(() => t.close());

  const importCsv = (who: DemoClient, csv: string | Uint8Array, contentType = 'text/csv') =>
    t.app
      .inject({
        method: 'POST',
        url: `/ecapi/${C}/import`,
        headers: { authorization: who.authorization, 'content-type': contentType },
        payload: Buffer.from(typeof csv === 'string' ? new TextEncoder().encode(csv) : csv),
      })
      .then((reply) => reply.json());

  it('adds a person and an enterprise signatory, refuses duplicates with 75000019', async () => {
    const person = await lisi.post(`${C}/save`, { signatoryType: 0, name: '  王 五 ', mobile: '13800001111' });
    expect(person.status).toBe(200);
    expect(person.data).toMatchObject({
      signatoryType: 'PERSONAL',
      name: '王 五',
      enterpriseName: null,
      groupId: null,
    });
    const again = await lisi.post(`${C}/save`, {
      signatoryType: 'PERSONAL',
      name: '另一个名字',
      mobile: '13800001111',
    });
    expect([again.statusCode, again.status]).toEqual([409, 75000019]);
    // The same mobile as an enterprise's signatory is another contact.
    const firm = await lisi.post(`${C}/save`, {
      signatoryType: 1,
      name: '王五',
      mobile: '13800001111',
      enterpriseName: '示例科技有限公司',
    });
    expect(firm.data).toMatchObject({ signatoryType: 'ENTERPRISE', enterpriseName: '示例科技有限公司' });
    // Another account's address book is its own.
    expect((await zhangsan.post(`${C}/save`, { signatoryType: 0, name: '王五', mobile: '13800001111' })).status).toBe(
      200,
    );
  });

  it.each([
    [
      'an enterprise signatory without an enterprise name',
      { signatoryType: 'ENTERPRISE', name: 'a', mobile: '13800002222' },
    ],
    ['a bad mobile', { signatoryType: 0, name: 'a', mobile: '1380000' }],
    ['a blank name', { signatoryType: 0, name: '   ', mobile: '13800002222' }],
    ['an unknown type', { signatoryType: 'COMPANY', name: 'a', mobile: '13800002222' }],
  ])('refuses %s with 70000002', async (_, body) => {
    const reply = await lisi.post(`${C}/save`, body);
    expect([reply.statusCode, reply.status]).toEqual([400, 70000002]);
  });

  it('manages groups: unique names (75000018), counts, rename, delete leaves contacts ungrouped', async () => {
    const group = await lisi.post(`${C}/group/save`, { name: '客户' });
    expect(group.data).toMatchObject({ name: '客户', contactCount: 0 });
    const duplicate = await lisi.post(`${C}/group/save`, { name: ' 客户 ' });
    expect([duplicate.statusCode, duplicate.status]).toEqual([409, 75000018]);
    expect((await lisi.post(`${C}/group/save`, { name: '' })).status).toBe(70000002);
    const member = await lisi.post(`${C}/save`, {
      signatoryType: 0,
      name: '赵六',
      mobile: '13800003333',
      groupId: group.data.groupId,
    });
    expect(member.data).toMatchObject({ groupName: '客户' });
    const renamed = await lisi.post(`${C}/group/save`, { groupId: group.data.groupId, name: '重要客户' });
    expect(renamed.data).toMatchObject({ name: '重要客户', contactCount: 1 });
    // Someone else's group cannot be used, renamed or deleted.
    const foreign = await zhangsan.post(`${C}/save`, {
      signatoryType: 0,
      name: 'x',
      mobile: '13800004444',
      groupId: group.data.groupId,
    });
    expect(foreign.status).toBe(75006002);
    expect((await zhangsan.post(`${C}/group/save`, { groupId: group.data.groupId, name: '偷改' })).status).toBe(
      75006002,
    );
    expect((await zhangsan.post(`${C}/group/delete`, { groupId: group.data.groupId })).status).toBe(75006002);

    expect((await lisi.post(`${C}/group/delete`, { groupId: group.data.groupId })).status).toBe(200);
    const list = await lisi.post(`${C}/list`, { current: 1, size: 50, keyword: '赵六' });
    expect(list.data.records[0]).toMatchObject({ name: '赵六', groupId: null, groupName: null });
  });

  it('searches by the search bar rules and pages', async () => {
    await lisi.post(`${C}/save`, { signatoryType: 0, name: 'Li Lei', mobile: '13800005555' });
    const byName = await lisi.post(`${C}/list`, { current: 1, size: 10, keyword: ' li-lei! ' });
    expect(byName.data.records.map((r: { name: string }) => r.name)).toEqual(['Li Lei']);
    const byMobile = await lisi.post(`${C}/list`, { current: 1, size: 10, keyword: '0555' });
    expect(byMobile.data.total).toBe(1);
    const byEnterprise = await lisi.post(`${C}/list`, { current: 1, size: 10, keyword: '示例科技' });
    expect(byEnterprise.data.records).toEqual([expect.objectContaining({ signatoryType: 'ENTERPRISE' })]);
    const onlyPersons = await lisi.post(`${C}/list`, { current: 1, size: 10, signatoryType: 'PERSONAL' });
    expect(onlyPersons.data.records.every((r: { signatoryType: string }) => r.signatoryType === 'PERSONAL')).toBe(true);
    const all = await lisi.post(`${C}/list`, { current: 1, size: 2 });
    const second = await lisi.post(`${C}/list`, { current: 2, size: 2 });
    expect(all.data.total).toBe(4);
    expect(second.data.records).toHaveLength(2);
    expect(second.data.records[0].contactId).not.toBe(all.data.records[0].contactId);
    const picked = await lisi.post(`${C}/pick`, { current: 1, size: 10, keyword: 'LiLei' });
    expect(picked.data.records).toHaveLength(1);
  });

  it('changes and deletes only its own contacts', async () => {
    const mine = await lisi.post(`${C}/save`, { signatoryType: 0, name: '孙八', mobile: '13800006666' });
    const stolen = await zhangsan.post(`${C}/save`, { ...mine.data, contactId: mine.data.contactId, name: '改名' });
    expect(stolen.status).toBe(75006001);
    expect((await zhangsan.post(`${C}/delete`, { contactIds: [mine.data.contactId] })).status).toBe(75006001);
    // One foreign id spoils the whole request: nothing is deleted.
    const other = await zhangsan.post(`${C}/save`, { signatoryType: 0, name: '自己的', mobile: '13800006668' });
    const mixed = await zhangsan.post(`${C}/delete`, { contactIds: [other.data.contactId, mine.data.contactId] });
    expect(mixed.status).toBe(75006001);
    expect((await zhangsan.post(`${C}/list`, { current: 1, size: 5, keyword: '自己的' })).data.total).toBe(1);
    const changed = await lisi.post(`${C}/save`, {
      contactId: mine.data.contactId,
      signatoryType: 0,
      name: '孙八八',
      mobile: '13800006667',
    });
    expect(changed.data).toMatchObject({ name: '孙八八', mobile: '13800006667' });
    expect((await lisi.post(`${C}/delete`, { contactIds: [mine.data.contactId] })).data).toEqual({ deleted: 1 });
  });

  it('imports valid rows, creates named groups and reports the others', async () => {
    const csv =
      '\ufeff类型,姓名,手机号,企业名称,分组\r\n个人,周九,13800007777,,同事\r\n个人,重复,13800001111,,\r\n企业,吴十,13800008888,十方有限公司,同事\r\n个人,坏号码,123,,\r\n';
    const reply = await importCsv(lisi, csv);
    expect(reply.data).toEqual({
      rows: 4,
      imported: 2,
      groupsCreated: 1,
      failures: [
        { line: 3, problems: ['CONTACT_EXISTS'] },
        { line: 5, problems: ['MOBILE_INVALID'] },
      ],
    });
    const groups = await lisi.get(`${C}/group/list`);
    expect(groups.data).toEqual([expect.objectContaining({ name: '同事', contactCount: 2 })]);
  });

  it('imports the file of a multipart form', async () => {
    const boundary = 'xyzBOUNDARY';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\n姓名,手机号\r\n郑十一,13800009999\r\n--${boundary}--\r\n`;
    const reply = await importCsv(
      zhangsan,
      new TextEncoder().encode(body),
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(reply.data).toMatchObject({ imported: 1, failures: [] });
  });

  it('refuses an unreadable file whole and keeps nothing', async () => {
    const before = (await zhangsan.post(`${C}/list`, { current: 1, size: 1 })).data.total;
    const gbk = new Uint8Array([0xd0, 0xd5, 0xc3, 0xfb, 0x2c, 0xca, 0xd6, 0xbb, 0xfa, 0x0a]);
    expect((await importCsv(zhangsan, gbk)).status).toBe(75006003);
    expect((await importCsv(zhangsan, '')).status).toBe(75006003);
    expect((await zhangsan.post(`${C}/list`, { current: 1, size: 1 })).data.total).toBe(before);
  });

  it('refuses a file over 1 MB with 413', async () => {
    const big = `姓名,手机号\n${'张三,13800000000\n'.repeat(70_000)}`;
    const reply = await importCsv(zhangsan, big);
    expect(reply.status).toBe(70000013);
  });

  it('serves the sample file with a BOM', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: `/ecapi/${C}/import/sample`,
      headers: { authorization: lisi.authorization },
    });
    expect(reply.headers['content-type']).toContain('text/csv');
    expect([...reply.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(reply.rawPayload.toString('utf8')).toContain('签署方类型,姓名,手机号,企业名称,分组');
  });
});
