// Spec items this file exercises (docs/spec-items.md): F-ent-auth-seal.
// Enterprise seals through the API: the standard seals generated from the verified name, uploads of
// scanned seals, enable/disable, grants to members (never to oneself, only to members), and the
// demo enterprise's seeded seals.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprises } from '../../db/schema';
import { buildTestApp, loginAs, type TestApp } from '../../test-support/build-test-app';
import { addMember, client, createEnterprise } from '../../test-support/test-people';
import { paperPhotoBase64, readPng } from '../../test-support/test-images';

const P = 'cb/assemble/seal';

describe('enterprise seals', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createEnterprise>>;
  let member: Awaited<ReturnType<typeof addMember>>;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createEnterprise(t);
    member = await addMember(t, owner.enterpriseId);
  }, 120_000);
  afterAll(() => t.close());

  it('generates the standard seals from the verified name, numbering repeats', async () => {
    const made: Record<string, { name: string; widthMm: number; hasSvg: boolean }> = {};
    for (const kind of ['OFFICIAL', 'CONTRACT', 'HR', 'FINANCE', 'LEGAL_REPRESENTATIVE']) {
      const reply = await owner.admin.post(`${P}/enterprise/generate`, { kind });
      expect(reply.status, kind).toBe(200);
      made[kind] = reply.data;
    }
    expect(made.CONTRACT).toMatchObject({ name: '合同专用章', widthMm: 42, hasSvg: true });
    expect(made.HR!.name).toBe('人事专用章');
    expect(made.FINANCE!.name).toBe('财务专用章');
    expect(made.LEGAL_REPRESENTATIVE).toMatchObject({
      name: `${owner.entry.legalPersonName}（法定代表人章）`,
      widthMm: 20,
    });
    const list = (await owner.admin.get(`${P}/enterprise/list`)).data;
    expect(list.map((s: { kind: string }) => s.kind)).toEqual([
      'OFFICIAL',
      'CONTRACT',
      'HR',
      'FINANCE',
      'LEGAL_REPRESENTATIVE',
    ]);
    // A second contract seal (another branch's) is numbered.
    const again = await owner.admin.post(`${P}/enterprise/generate`, { kind: 'CONTRACT' });
    expect(again.data).toMatchObject({ kind: 'CONTRACT', name: '合同专用章（2）' });
  });

  it('uploads a scanned seal with the paper removed, under a unique name', async () => {
    const upload = (name: string) =>
      owner.admin.post(`${P}/enterprise/upload`, { kind: 'OFFICIAL', name, imageBase64: paperPhotoBase64() });
    const reply = await upload('旧公章');
    expect(reply.data).toMatchObject({ source: 'UPLOADED', kind: 'OFFICIAL', widthMm: 42, hasSvg: false });
    const download = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/ecapi/${P}/image`,
        query: { sealId: reply.data.sealId },
        headers: { authorization: `Bearer ${token}` },
      });
    const png = readPng((await download(owner.owner.token)).rawPayload);
    expect(png.alphaAt(0, 0)).toBe(0);
    expect(png.alphaAt(png.width >> 1, png.height >> 1)).toBe(255);
    // A member without a grant sees no seal image.
    expect((await download(member.person.token)).statusCode).toBe(403);
    expect((await upload('旧公章')).status).toBe(60100002);
    const bad = await owner.admin.post(`${P}/enterprise/upload`, {
      kind: 'OFFICIAL',
      name: '坏图',
      imageBase64: Buffer.from('%PDF-1.7').toString('base64'),
    });
    expect(bad.status).toBe(60100004);
  });

  it('takes a JPEG photo of a seal too: the paper goes, the red ring stays', async () => {
    const jpeg = readFileSync(fileURLToPath(new URL('./image/fixtures/scanned-seal.jpg', import.meta.url)));
    const reply = await owner.admin.post(`${P}/enterprise/upload`, {
      kind: 'CONTRACT',
      name: '拍照合同章',
      imageBase64: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
    });
    expect(reply.data).toMatchObject({ source: 'UPLOADED', widthMm: 42 });
    const download = await t.app.inject({
      method: 'GET',
      url: `/ecapi/${P}/image`,
      query: { sealId: reply.data.sealId },
      headers: { authorization: `Bearer ${owner.owner.token}` },
    });
    const png = readPng(download.rawPayload);
    // Cropped to the ring (128 px across plus a margin), transparent where the paper was.
    expect(png.width).toBeLessThan(150);
    expect(png.alphaAt(0, 0)).toBe(0);
    const centre = png.width >> 1;
    expect(png.alphaAt(centre, centre - 28)).toBe(0); // paper inside the ring, above the block
    const ring = [...Array(png.width).keys()].find((x) => png.alphaAt(x, centre) === 255)!;
    const [r = 0, g = 255, b = 255] = png.rgbAt(ring + 2, centre);
    expect(r).toBeGreaterThan(170);
    expect(g + b).toBeLessThan(120);
  });

  it('disables and enables a seal', async () => {
    const seal = (await owner.admin.get(`${P}/enterprise/list`)).data[0];
    expect(
      (await owner.admin.post(`${P}/enterprise/status`, { sealId: seal.sealId, status: 'DISABLE' })).data.status,
    ).toBe('DISABLE');
    expect(
      (await owner.admin.post(`${P}/enterprise/status`, { sealId: seal.sealId, status: 'ENABLE' })).data.status,
    ).toBe('ENABLE');
  });

  it('grants a seal to members only, never to oneself, and takes it back', async () => {
    const seal = (await owner.admin.get(`${P}/enterprise/list`)).data[1];
    const grantees = (await owner.admin.get(`${P}/enterprise/grantees`)).data;
    expect(grantees.map((g: { accountId: string }) => g.accountId)).toEqual([member.accountId]);
    const self = await owner.admin.post(`${P}/enterprise/grant`, {
      sealId: seal.sealId,
      accountId: owner.adminAccountId,
    });
    expect([self.statusCode, self.status]).toEqual([403, 61000001]);
    const stranger = await createEnterprise(t);
    const outside = await owner.admin.post(`${P}/enterprise/grant`, {
      sealId: seal.sealId,
      accountId: stranger.adminAccountId,
    });
    expect(outside.statusCode).toBe(404);
    expect(
      (await owner.admin.post(`${P}/enterprise/grant`, { sealId: seal.sealId, accountId: member.accountId })).status,
    ).toBe(200);
    const grants = (await owner.admin.get(`${P}/enterprise/grants`, { sealId: seal.sealId })).data;
    expect(grants).toEqual([expect.objectContaining({ accountId: member.accountId, sealId: seal.sealId })]);
    expect((await member.api.get(`${P}/usable`)).data.map((s: { sealId: string }) => s.sealId)).toContain(seal.sealId);
    expect((await owner.admin.post(`${P}/enterprise/revoke`, { grantId: grants[0].grantId })).status).toBe(200);
    expect((await owner.admin.get(`${P}/enterprise/grants`, { sealId: seal.sealId })).data).toEqual([]);
    expect((await member.api.get(`${P}/usable`)).data.map((s: { sealId: string }) => s.sealId)).not.toContain(
      seal.sealId,
    );
  });

  it('lets a custom-role seal keeper grant only the seals in their own scope', async () => {
    const role = await owner.admin.post('cb/assemble/enterprise/role/create', {
      name: '印章专员',
      permissions: ['seal:manage', 'grant:manage', 'signature:manage'],
    });
    expect(role.status, role.body).toBe(200);
    const keeper = await addMember(t, owner.enterpriseId, role.data.roleId);
    const seal = (await owner.admin.get(`${P}/enterprise/list`)).data[2];
    const grant = () => keeper.api.post(`${P}/enterprise/grant`, { sealId: seal.sealId, accountId: member.accountId });
    const beyond = await grant();
    expect([beyond.statusCode, beyond.status]).toEqual([403, 61000002]);
    // The keeper may not use it either, until the administrator grants it to them.
    expect((await keeper.api.get(`${P}/usable`)).data.map((s: { sealId: string }) => s.sealId)).not.toContain(
      seal.sealId,
    );
    await owner.admin.post(`${P}/enterprise/grant`, { sealId: seal.sealId, accountId: keeper.accountId });
    expect((await grant()).status).toBe(200);
    expect((await member.api.get(`${P}/usable`)).data.map((s: { sealId: string }) => s.sealId)).toContain(seal.sealId);
  });

  it('makes no seals for an enterprise that is not verified', async () => {
    const other = await createEnterprise(t);
    await t.context.database.db
      .update(enterprises)
      .set({ authStatus: 'REAUTH' })
      .where(eq(enterprises.id, other.enterpriseId));
    const reply = await other.admin.post(`${P}/enterprise/generate`, { kind: 'OFFICIAL' });
    expect([reply.statusCode, reply.status]).toEqual([403, 75005006]);
    expect((await other.admin.get(`${P}/enterprise/list`)).data).toEqual([]);
  });

  it('gives the demo enterprise its standard seals, drawn on first use at print resolution', async () => {
    const admin = client(t.app, await loginAs(t.app, 'admin', 'Admin@2026'));
    const seals = (await admin.get(`${P}/enterprise/list`)).data;
    expect(seals.map((s: { name: string }) => s.name)).toEqual(['公章', '合同专用章', '人事专用章', '财务专用章']);
    const reply = await t.app.inject({
      method: 'GET',
      url: `/ecapi/${P}/image`,
      query: { sealId: seals[1].sealId },
      headers: { authorization: `Bearer ${await loginAs(t.app, 'admin', 'Admin@2026')}` },
    });
    const png = readPng(reply.rawPayload);
    expect([png.width, png.height]).toEqual([672, 672]);
  });
});
