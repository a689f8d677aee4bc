// Who each recipient of a notice is: an account or user of the platform (in-app notice, and their
// own mobile and e-mail unless the sender gave others), or a bare mobile / e-mail address (a
// mobile that belongs to a user still gets the in-app notice).
import { inArray } from 'drizzle-orm';
import type { TNoticeRecipient } from '@ecsign/core/model';
import type { Db } from '../../db/open-database';
import { accounts, users } from '../../db/schema';

export interface ResolvedRecipient {
  userId: string | null;
  accountId: string | null;
  name: string | null;
  mobile: string | null;
  email: string | null;
}

export async function resolveRecipients(db: Db, recipients: readonly TNoticeRecipient[]): Promise<ResolvedRecipient[]> {
  const accountIds = recipients.flatMap((r) => (r.accountId ? [r.accountId] : []));
  const accountRows = accountIds.length
    ? await db
        .select({ id: accounts.id, userId: accounts.userId })
        .from(accounts)
        .where(inArray(accounts.id, accountIds))
    : [];
  const userOfAccount = new Map(accountRows.map((row) => [row.id, row.userId]));
  const userIds = [...recipients.flatMap((r) => (r.userId ? [r.userId] : [])), ...accountRows.map((row) => row.userId)];
  const mobiles = recipients.flatMap((r) => (!r.userId && !r.accountId && r.mobile ? [r.mobile] : []));
  const userRows = [
    ...(userIds.length
      ? await db
          .select({ id: users.id, name: users.name, mobile: users.mobile, email: users.email })
          .from(users)
          .where(inArray(users.id, userIds))
      : []),
    ...(mobiles.length
      ? await db
          .select({ id: users.id, name: users.name, mobile: users.mobile, email: users.email })
          .from(users)
          .where(inArray(users.mobile, mobiles))
      : []),
  ];
  const byId = new Map(userRows.map((row) => [row.id, row]));
  const byMobile = new Map(userRows.flatMap((row) => (row.mobile ? [[row.mobile, row] as const] : [])));

  return recipients.map((recipient) => {
    const userId = recipient.userId ?? (recipient.accountId ? userOfAccount.get(recipient.accountId) : undefined);
    const user = userId ? byId.get(userId) : recipient.mobile ? byMobile.get(recipient.mobile) : undefined;
    return {
      userId: user?.id ?? null,
      accountId: recipient.accountId && userOfAccount.has(recipient.accountId) ? recipient.accountId : null,
      name: user?.name ?? null,
      mobile: recipient.mobile ?? user?.mobile ?? null,
      email: recipient.email ?? user?.email ?? null,
    };
  });
}
