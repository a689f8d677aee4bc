// POST invite/accept: a person who has an account with the link's number opens the link while
// logged in; the ticket is spent for them and the parties invited under their number become theirs.
// Someone logged in with another number cannot take the link (INVITE_MOBILE_MISMATCH), and the
// ticket stays unspent for its owner.
import { AppError } from '@ecsign/core/errors';
import type { TInvitationAccepted } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { contractTransaction } from '../contracts/contract-transaction';
import { bindInvitedParties } from './bind-invited-parties';
import { redeemInvitation, roleOnPlan } from './redeem-invitation';

export async function acceptInvitation(
  context: AppContext,
  person: { userId: string; mobile: string | null },
  ticket: string,
): Promise<TInvitationAccepted> {
  if (!person.mobile) throw new AppError('INVITE_MOBILE_MISMATCH', { internal: 'the account has no mobile' });
  const mobile = person.mobile;
  return contractTransaction(context, async (tx) => {
    const { planId } = await redeemInvitation(context, tx, ticket, mobile);
    await bindInvitedParties(tx, person.userId, mobile);
    return { planId, role: await roleOnPlan(tx, planId, person.userId) };
  });
}
