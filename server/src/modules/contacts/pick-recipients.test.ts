// Contract initiation's recipient picker (POST cb/assemble/contact/pick): inside an enterprise it
// offers the enterprise's members as well as the caller's contacts; a personal account gets its
// contacts only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { demoClient, type DemoClient } from '../../test-support/staff-client';

const PICK = 'cb/assemble/contact/pick';

describe('recipient picker', () => {
  let t: TestApp;
  let admin: DemoClient;
  let lisi: DemoClient;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await demoClient(t, 'admin');
    lisi = await demoClient(t, 'lisi');
  }, 60_000);
  afterAll(() => t.close());

  it("offers the enterprise's members to an enterprise account, after its contacts", async () => {
    expect(
      (await admin.post('cb/assemble/contact/save', { signatoryType: 0, name: '外部甲', mobile: '13800007777' }))
        .status,
    ).toBe(200);
    const picked = await admin.post(PICK, { current: 1, size: 50 });
    expect(picked.status).toBe(200);
    const names = picked.data.records.map((record: { name: string }) => record.name);
    expect(names[0]).toBe('外部甲');
    expect(picked.data.records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: '李人事',
          mobile: '13800000002',
          signatoryType: 'PERSONAL',
          contactId: expect.stringMatching(/^member:/),
        }),
      ]),
    );
    expect(picked.data.total).toBe(picked.data.records.length);
    const searched = await admin.post(PICK, { current: 1, size: 50, keyword: '李 人事' });
    expect(searched.data.records.map((record: { name: string }) => record.name)).toEqual(['李人事']);
  });

  it('offers a personal account its contacts only', async () => {
    const picked = await lisi.post(PICK, { current: 1, size: 50 });
    expect(picked.status).toBe(200);
    expect(
      picked.data.records.filter((record: { contactId: string }) => record.contactId.startsWith('member:')),
    ).toEqual([]);
  });
});
