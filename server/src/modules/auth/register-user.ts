// POST cb/assemble/usercenter/userRegister/register: a person creates their own account with the
// mobile number (the username), the REGISTER code sent to it, a password that passes the rule of spec item V-password
// rule and all three agreements accepted. They get a personal account, not yet verified (UNAUTH),
// and are logged in. The code is spent only once everything else is right. The SMS code proves the
// number, so contract parties invited under it become theirs in the same transaction.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import { AGREEMENT_IDS, type TTokenPair } from '@ecsign/core/model';
import { eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import type { SqlRunner } from '../../db/open-database';
import { bindInvitedParties } from '../contract-invites/bind-invited-parties';
import { redeemVerificationCode } from '../messages/redeem-verification-code';
import { checkNewPassword } from './check-new-password';
import { createSession } from './create-session';
import { hashPassword } from './password-hash';

export async function registerUser(
  context: AppContext,
  options: {
    mobile: string;
    code: string;
    password: string;
    agreements: number[];
    name?: string;
    client: string;
  },
): Promise<TTokenPair> {
  const { mobile } = options;
  checkAgreements(options.agreements);
  checkNewPassword(options.password);
  const taken = await context.database.db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.username, mobile), eq(users.mobile, mobile)))
    .limit(1);
  if (taken.length > 0) throw new AppError('ACCOUNT_ALREADY_REGISTERED');

  await redeemVerificationCode(context, { target: mobile, scene: 'REGISTER', code: options.code });
  const passwordHash = await hashPassword(options.password);
  const userId = randomUUID();
  const accountId = randomUUID();
  try {
    await context.database.transaction(async (tx) => {
      await insertPersonalUser(
        tx,
        { userId, accountId, mobile, name: options.name ?? mobile, passwordHash },
        context.now(),
      );
      await bindInvitedParties(tx, userId, mobile);
    });
  } catch (error) {
    throw asRegistrationError(error);
  }
  return createSession(context, { userId, accountId, client: options.client });
}

/** Registration needs every agreement of AGREEMENT_IDS accepted. */
export function checkAgreements(agreements: readonly number[]): void {
  const missing = AGREEMENT_IDS.filter((id) => !agreements.includes(id));
  if (missing.length > 0) {
    throw new AppError('AGREEMENTS_NOT_ACCEPTED', { internal: 'agreements missing', details: { missing } });
  }
}

/** A new person (username = mobile) with their personal account, not yet verified. */
export async function insertPersonalUser(
  tx: SqlRunner,
  person: { userId: string; accountId: string; mobile: string; name: string; passwordHash: string },
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO users (id, username, mobile, name, password_hash, created_at) VALUES ($1, $2, $2, $3, $4, $5)`,
    [person.userId, person.mobile, person.name, person.passwordHash, now],
  );
  await tx.query(
    `INSERT INTO accounts (id, user_id, account_type, role, auth_status, created_at)
     VALUES ($1, $2, 'PERSONAL', 'PERSONAL', 'UNAUTH', $3)`,
    [person.accountId, person.userId, now],
  );
}

/** Two registrations of one number racing: the unique username decides. */
export function asRegistrationError(error: unknown): unknown {
  return (error as { code?: string }).code === '23505' ? new AppError('ACCOUNT_ALREADY_REGISTERED') : error;
}
