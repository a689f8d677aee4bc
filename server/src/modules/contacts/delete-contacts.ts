// POST cb/assemble/contact/delete: removes some of the owner's contacts — all of them or, when an
// id is not one of the owner's contacts, none (CONTACT_NOT_FOUND): ids of another address book are
// refused, not silently skipped.
import { AppError } from '@ecsign/core/errors';
import type { TContactDeleteReply } from '@ecsign/core/model';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open-database';
import { contacts } from '../../db/schema';

export async function deleteContacts(
  context: AppContext,
  ownerAccountId: string,
  contactIds: string[],
): Promise<TContactDeleteReply> {
  const wanted = new Set(contactIds);
  return context.database.db.transaction(async (tx) => {
    const rows = await (tx as unknown as Db)
      .delete(contacts)
      .where(and(eq(contacts.ownerAccountId, ownerAccountId), inArray(contacts.id, [...wanted])))
      .returning({ id: contacts.id });
    if (rows.length !== wanted.size) throw new AppError('CONTACT_NOT_FOUND');
    return { deleted: rows.length };
  });
}
