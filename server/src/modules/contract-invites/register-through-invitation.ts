// POST invite/register: the invited person creates their account through the link. The link was
// delivered to the number, so following it proves the number (no SMS code); the number is fixed to
// the link's (INVITE_MOBILE_MISMATCH), and the ticket, the new person, their personal account and
// the binding of every party invited under the number are one transaction — a refusal anywhere
// leaves no account behind and the link unspent. Then they are logged in.
import { randomUUID } from 'node:crypto';
import type { TInvitationAccepted } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { checkNewPassword } from '../auth/check-new-password';
import { createSession } from '../auth/create-session';
import { hashPassword } from '../auth/password-hash';
import { asRegistrationError, checkAgreements, insertPersonalUser } from '../auth/register-user';
import { contractTransaction } from '../contracts/contract-transaction';
import { bindInvitedParties } from './bind-invited-parties';
import { redeemInvitation, roleOnPlan } from './redeem-invitation';
import { AppError } from '@ecsign/core/errors';

export async function registerThroughInvitation(
  context: AppContext,
  input: { ticket: string; mobile: string; password: string; agreements: number[] },
  client: string,
): Promise<TInvitationAccepted> {
  checkAgreements(input.agreements);
  checkNewPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const userId = randomUUID();
  const accountId = randomUUID();
  let accepted: Omit<TInvitationAccepted, 'tokens'>;
  try {
    accepted = await contractTransaction(context, async (tx) => {
      const { planId, mobile } = await redeemInvitation(context, tx, input.ticket, input.mobile);
      const [taken] = await tx.query('SELECT 1 FROM users WHERE username = $1 OR mobile = $1 LIMIT 1', [mobile]);
      if (taken) throw new AppError('ACCOUNT_ALREADY_REGISTERED', { internal: 'log in and open the link instead' });
      await insertPersonalUser(tx, { userId, accountId, mobile, name: mobile, passwordHash }, context.now());
      await bindInvitedParties(tx, userId, mobile);
      return { planId, role: await roleOnPlan(tx, planId, userId) };
    });
  } catch (error) {
    throw asRegistrationError(error);
  }
  const tokens = await createSession(context, { userId, accountId, client });
  return { ...accepted, tokens };
}
