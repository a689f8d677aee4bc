// POST cb/assemble/contact/group/save: creates a group or renames one of the owner's; names are
// unique per owner (CONTACT_GROUP_EXISTS), another owner's group is not found.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import type { TContactGroupView } from '@ecsign/core/model';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contactGroups } from '../../db/schema';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { listContactGroups } from './list-contact-groups';

export async function saveContactGroup(
  context: AppContext,
  ownerAccountId: string,
  form: { groupId?: string | undefined; name: string },
): Promise<TContactGroupView> {
  const { db } = context.database;
  const now = context.now();
  const id = form.groupId ?? randomUUID();
  const write = form.groupId
    ? db
        .update(contactGroups)
        .set({ name: form.name, updatedAt: now })
        .where(and(eq(contactGroups.id, form.groupId), eq(contactGroups.ownerAccountId, ownerAccountId)))
        .returning({ id: contactGroups.id })
    : db
        .insert(contactGroups)
        .values({ id, ownerAccountId, name: form.name, createdAt: now, updatedAt: now })
        .returning({ id: contactGroups.id });
  const rows = await write.catch((error: unknown) => {
    throw isUniqueViolation(error) ? new AppError('CONTACT_GROUP_EXISTS') : error;
  });
  if (rows.length === 0) throw new AppError('CONTACT_GROUP_NOT_FOUND');
  const groups = await listContactGroups(context, ownerAccountId);
  return groups.find((group) => group.groupId === id)!;
}
