// POST cb/assemble/usercenter/userRegister/register: a person creates their own account with the
// mobile number (the username), the REGISTER code sent to it, a password that passes the rule of spec item V-password
// rule and all three agreements accepted. They get a personal account, not yet verified (UNAUTH),
// and are logged in. The code is spent only once everything else is right.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import { AGREEMENT_IDS, type TTokenPair } from '@ecsign/core/model';
import { eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
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
  const missing = AGREEMENT_IDS.filter((id) => !options.agreements.includes(id));
  if (missing.length > 0) {
    throw new AppError('AGREEMENTS_NOT_ACCEPTED', { internal: 'agreements missing', details: { missing } });
  }
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
      await tx.query(
        `INSERT INTO users (id, username, mobile, name, password_hash, created_at) VALUES ($1, $2, $2, $3, $4, $5)`,
        [userId, mobile, options.name ?? mobile, passwordHash, context.now()],
      );
      await tx.query(
        `INSERT INTO accounts (id, user_id, account_type, role, auth_status, created_at)
         VALUES ($1, $2, 'PERSONAL', 'PERSONAL', 'UNAUTH', $3)`,
        [accountId, userId, context.now()],
      );
    });
  } catch (error) {
    // Two registrations of one number racing: the unique username decides.
    if ((error as { code?: string }).code === '23505') throw new AppError('ACCOUNT_ALREADY_REGISTERED');
    throw error;
  }
  return createSession(context, { userId, accountId, client: options.client });
}
