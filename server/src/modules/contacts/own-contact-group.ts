// The owner's contact group with this id, or undefined (another owner's group is not theirs).
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contactGroups } from '../../db/schema';

/** The owner's group with this id, or undefined. */
export async function ownContactGroup(context: AppContext, ownerAccountId: string, groupId: string) {
  const [group] = await context.database.db
    .select()
    .from(contactGroups)
    .where(and(eq(contactGroups.id, groupId), eq(contactGroups.ownerAccountId, ownerAccountId)));
  return group;
}
