// The interface the contracts module signs with: which seals an account may use, the image and
// size it gets, the catalogue errors when it may not, and the use log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@ecsign/core/errors';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { addMember, createEnterprise } from '../../test-support/test-people';
import { recordSealUse } from './record-seal-use';
import { listUsableSeals, sealForSigning } from './seal-for-signing';
import { readPng } from '../../test-support/test-images';

const P = 'cb/assemble/seal';

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return 'NO_ERROR';
}

describe('sealForSigning, listUsableSeals, recordSealUse', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createEnterprise>>;
  let member: Awaited<ReturnType<typeof addMember>>;
  let contractSealId: string;
  let signatureId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createEnterprise(t);
    member = await addMember(t, owner.enterpriseId);
    contractSealId = (await owner.admin.post(`${P}/enterprise/generate`, { kind: 'CONTRACT' })).data.sealId;
    signatureId = (await member.api.post(`${P}/personal/generate`, { style: 'REGULAR' })).data.sealId;
  }, 120_000);
  afterAll(() => t.close());

  it('gives a person their own signature with a transparent PNG and its printed size', async () => {
    const seal = await sealForSigning(t.context, { accountId: member.accountId, sealId: signatureId });
    expect(seal).toMatchObject({ id: signatureId, kind: 'SIGNATURE' });
    expect(seal.heightMm).toBeGreaterThan(5);
    const png = readPng(seal.png);
    expect(png.alphaAt(0, 0)).toBe(0);
    // Through the personal account too: a signature belongs to the person, not to one account.
    const personal = await sealForSigning(t.context, {
      accountId: member.person.personalAccountId,
      sealId: signatureId,
    });
    expect(personal.id).toBe(signatureId);
  });

  it("refuses another person's signature", async () => {
    expect(await codeOf(sealForSigning(t.context, { accountId: owner.adminAccountId, sealId: signatureId }))).toBe(
      'SEAL_NOT_FOUND',
    );
  });

  it('needs a grant for an enterprise seal, except for the default administrators', async () => {
    const use = () => sealForSigning(t.context, { accountId: member.accountId, sealId: contractSealId });
    expect(await codeOf(use())).toBe('SEAL_NOT_AUTHORIZED');
    expect((await listUsableSeals(t.context, member.accountId)).map((s) => s.sealId)).toEqual([signatureId]);
    const admin = await sealForSigning(t.context, { accountId: owner.adminAccountId, sealId: contractSealId });
    expect(admin).toMatchObject({ kind: 'CONTRACT', widthMm: 42, heightMm: 42 });

    const granted = await owner.admin.post(`${P}/enterprise/grant`, {
      sealId: contractSealId,
      accountId: member.accountId,
    });
    expect(granted.status).toBe(200);
    expect((await use()).kind).toBe('CONTRACT');
    expect((await listUsableSeals(t.context, member.accountId)).map((s) => s.sealId).sort()).toEqual(
      [signatureId, contractSealId].sort(),
    );
    // Not through the member's personal account: enterprise seals need the enterprise account.
    expect(
      await codeOf(sealForSigning(t.context, { accountId: member.person.personalAccountId, sealId: contractSealId })),
    ).toBe('SEAL_NOT_AUTHORIZED');
  });

  it('refuses a disabled seal and leaves it off the usable list', async () => {
    await owner.admin.post(`${P}/enterprise/status`, { sealId: contractSealId, status: 'DISABLE' });
    expect(await codeOf(sealForSigning(t.context, { accountId: owner.adminAccountId, sealId: contractSealId }))).toBe(
      'SEAL_DISABLED',
    );
    expect((await listUsableSeals(t.context, owner.adminAccountId)).some((s) => s.sealId === contractSealId)).toBe(
      false,
    );
    await owner.admin.post(`${P}/enterprise/status`, { sealId: contractSealId, status: 'ENABLE' });
  });

  it('logs every use, readable by the seal managers and by the person who used it', async () => {
    const at = new Date('2026-11-22T08:00:00Z');
    await t.context.database.db.transaction((tx) =>
      recordSealUse(tx, {
        sealId: contractSealId,
        accountId: member.accountId,
        planId: 'plan-1',
        documentId: 'doc-1',
        at,
      }),
    );
    // Through a raw SQL transaction too (Database.transaction), an hour later.
    await t.context.database.transaction((tx) =>
      recordSealUse(tx, {
        sealId: signatureId,
        accountId: member.accountId,
        planId: 'plan-2',
        documentId: 'doc-2',
        at: new Date('2026-11-22T09:00:00Z'),
      }),
    );
    const log = await owner.admin.post(`${P}/use/list`, { scope: 'ENTERPRISE', current: 1, size: 10 });
    // The enterprise's log holds its seals only, not the member's own signature.
    expect(log.data.total).toBe(1);
    expect(log.data.records[0]).toMatchObject({
      sealId: contractSealId,
      sealName: '合同专用章',
      accountId: member.accountId,
      planId: 'plan-1',
      documentId: 'doc-1',
      usedAt: at.toISOString(),
    });
    const mine = await member.api.post(`${P}/use/list`, { scope: 'MINE' });
    expect(mine.data.records.map((r: { planId: string }) => r.planId)).toEqual(['plan-2', 'plan-1']);
    // The member is no seal manager: the enterprise log stays closed to them.
    expect((await member.api.post(`${P}/use/list`, { scope: 'ENTERPRISE' })).statusCode).toBe(403);
  });
});
