// Spec items this file exercises (docs/spec-items.md): P-verify-before-sign.
// requireVerifiedAccount: the server-side rule that only verified people (and verified enterprises'
// enabled members who are verified people) may initiate or sign.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import type { AuthContext } from '../auth/authenticate';
import { requireVerifiedAccount } from './require-verified-account';
import { addMember, createEnterprise, newPerson, testIdentity, verifyPerson } from '../../test-support/test-people';

describe('requireVerifiedAccount', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const as = (userId: string, accountId: string): AuthContext => ({ sessionId: 'test', userId, accountId });

  it('refuses an unverified person and passes them once verified', async () => {
    const person = await newPerson(t);
    const auth = as(person.userId, person.personalAccountId);
    await expect(requireVerifiedAccount(t.context, auth)).rejects.toMatchObject({
      code: 'PERSON_NOT_VERIFIED',
      httpStatus: 403,
    });
    await person.api.post('cb/assemble/auth/person/start', testIdentity());
    await expect(requireVerifiedAccount(t.context, auth)).rejects.toMatchObject({ code: 'PERSON_NOT_VERIFIED' });
    await person.api.post('cb/assemble/auth/person/cancel');
    await verifyPerson(person, testIdentity());
    await expect(requireVerifiedAccount(t.context, auth)).resolves.toMatchObject({
      accountType: 'PERSONAL',
      enterpriseId: null,
    });
    await person.api.post('cb/assemble/auth/person/revoke');
    await expect(requireVerifiedAccount(t.context, auth)).rejects.toMatchObject({ code: 'PERSON_NOT_VERIFIED' });
  });

  it('refuses an enterprise account while the enterprise is not verified, or its person is not', async () => {
    const { enterpriseId, admin } = await createEnterprise(t);
    const member = await addMember(t, enterpriseId);
    const auth = as(member.person.userId, member.accountId);
    await expect(requireVerifiedAccount(t.context, auth)).resolves.toMatchObject({
      accountType: 'ENTERPRISE',
      enterpriseId,
    });
    await admin.post('cb/assemble/auth/enterprise/requireReauth', { enterpriseId });
    await expect(requireVerifiedAccount(t.context, auth)).rejects.toMatchObject({ code: 'ENTERPRISE_NOT_VERIFIED' });
    const other = await createEnterprise(t);
    const colleague = await addMember(t, other.enterpriseId);
    await colleague.person.api.post('cb/assemble/auth/person/revoke');
    await expect(
      requireVerifiedAccount(t.context, as(colleague.person.userId, colleague.accountId)),
    ).rejects.toMatchObject({ code: 'PERSON_NOT_VERIFIED' });
  });

  it('counts the seeded demo users as verified', async () => {
    const [row] = await t.context.database.query<{ user_id: string; id: string }>(
      "SELECT a.user_id, a.id FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.username = 'hr' AND a.account_type = 'ENTERPRISE'",
    );
    await expect(requireVerifiedAccount(t.context, as(row!.user_id, row!.id))).resolves.toMatchObject({ role: 'HR' });
  });
});
