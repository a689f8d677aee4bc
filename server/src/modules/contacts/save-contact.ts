// POST cb/assemble/contact/save: adds a contact or changes one of the owner's. The same person
// (type, mobile and — for an enterprise signatory — enterprise name) is in an address book once
// (CONTACT_EXISTS); the group must be one of the owner's own.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import type { TContactSaveRequest, TContactView } from '@ecsign/core/model';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contacts } from '../../db/schema';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { contactQuery, toContactView } from './contact-view';
import { ownContactGroup } from './own-contact-group';

export async function saveContact(
  context: AppContext,
  ownerAccountId: string,
  form: TContactSaveRequest,
): Promise<TContactView> {
  const { db } = context.database;
  if (form.groupId && !(await ownContactGroup(context, ownerAccountId, form.groupId))) {
    throw new AppError('CONTACT_GROUP_NOT_FOUND');
  }
  const now = context.now();
  const values = {
    signatoryType: form.signatoryType,
    name: form.name,
    mobile: form.mobile,
    enterpriseName: form.enterpriseName ?? '',
    groupId: form.groupId,
    updatedAt: now,
  };
  const id = form.contactId ?? randomUUID();
  const write = form.contactId
    ? db
        .update(contacts)
        .set(values)
        .where(and(eq(contacts.id, form.contactId), eq(contacts.ownerAccountId, ownerAccountId)))
        .returning({ id: contacts.id })
    : db
        .insert(contacts)
        .values({ id, ownerAccountId, createdAt: now, ...values })
        .returning({ id: contacts.id });
  const rows = await write.catch((error: unknown) => {
    throw isUniqueViolation(error) ? new AppError('CONTACT_EXISTS') : error;
  });
  if (rows.length === 0) throw new AppError('CONTACT_NOT_FOUND');
  const [row] = await contactQuery(db).where(eq(contacts.id, id));
  return toContactView(row!);
}
