// POST invite/open: what the /i/<ticket> page may show before anyone has proven anything — the
// number the SMS went to (the registration form's fixed mobile) and whether it has an account
// (then the page asks to log in instead). Nothing of the contract; the ticket is not spent.
import type { TInvitationView } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { peekUrlTicket } from '../url-tickets/redeem-url-ticket';
import { requireOpenPlan } from './redeem-invitation';

export async function openInvitation(context: AppContext, ticket: string): Promise<TInvitationView> {
  const { planId, mobile } = await peekUrlTicket(context, ticket, 'contract-invite');
  await requireOpenPlan(context.database, planId);
  const known = await context.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1);
  return { mobile, registered: known.length > 0 };
}
