// A stored contact (with its group's name) as the portal and the signatory picker see it.
import type { TContactView } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { contactGroups, contacts } from '../../db/schema';

export function contactQuery(db: Db) {
  return db
    .select({ contact: contacts, groupName: contactGroups.name })
    .from(contacts)
    .leftJoin(contactGroups, eq(contactGroups.id, contacts.groupId));
}

export function toContactView(row: { contact: typeof contacts.$inferSelect; groupName: string | null }): TContactView {
  const { contact } = row;
  return {
    contactId: contact.id,
    signatoryType: contact.signatoryType,
    name: contact.name,
    mobile: contact.mobile,
    enterpriseName: contact.enterpriseName || null,
    groupId: contact.groupId,
    groupName: row.groupName,
    createdAt: contact.createdAt.toISOString(),
    updatedAt: contact.updatedAt.toISOString(),
  };
}
