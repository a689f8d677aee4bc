// GET cb/assemble/contact/group/list: the owner's contact groups with their member counts.
import type { TContactGroupView } from '@ecsign/core/model';
import { asc, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contactGroups, contacts } from '../../db/schema';

export async function listContactGroups(context: AppContext, ownerAccountId: string): Promise<TContactGroupView[]> {
  const rows = await context.database.db
    .select({ group: contactGroups, contactCount: count(contacts.id) })
    .from(contactGroups)
    .leftJoin(contacts, eq(contacts.groupId, contactGroups.id))
    .where(eq(contactGroups.ownerAccountId, ownerAccountId))
    .groupBy(contactGroups.id)
    .orderBy(asc(contactGroups.createdAt), asc(contactGroups.name));
  return rows.map(({ group, contactCount }) => ({
    groupId: group.id,
    name: group.name,
    contactCount,
    createdAt: group.createdAt.toISOString(),
  }));
}
