// POST cb/assemble/contact/group/delete: removes one of the owner's groups; its contacts stay,
// ungrouped (the foreign key sets their group to null).
import { AppError } from '@ecsign/core/errors';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contactGroups } from '../../db/schema';

export async function deleteContactGroup(context: AppContext, ownerAccountId: string, groupId: string): Promise<void> {
  const rows = await context.database.db
    .delete(contactGroups)
    .where(and(eq(contactGroups.id, groupId), eq(contactGroups.ownerAccountId, ownerAccountId)))
    .returning({ id: contactGroups.id });
  if (rows.length === 0) throw new AppError('CONTACT_GROUP_NOT_FOUND');
}
