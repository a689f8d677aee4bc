// POST cb/assemble/contact/import: the rows of a contact CSV (readContactCsv) that are valid and
// not yet in the owner's address book are saved in one transaction, with the groups they name
// (created when missing); every other row is reported with its line number and problems.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import type { TContactImportReply } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contactGroups, contacts } from '../../db/schema';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { readContactCsv } from './read-contact-csv';

export async function importContacts(
  context: AppContext,
  ownerAccountId: string,
  bytes: Uint8Array,
): Promise<TContactImportReply> {
  const csv = readContactCsv(bytes);
  const { db } = context.database;
  const existing = new Set(
    (
      await db
        .select({ type: contacts.signatoryType, mobile: contacts.mobile, enterpriseName: contacts.enterpriseName })
        .from(contacts)
        .where(eq(contacts.ownerAccountId, ownerAccountId))
    ).map((row) => `${row.type}|${row.mobile}|${row.enterpriseName}`),
  );
  const failures = [...csv.failures];
  const fresh = csv.valid.filter((row) => {
    if (!existing.has(`${row.signatoryType}|${row.mobile}|${row.enterpriseName}`)) return true;
    failures.push({ line: row.line, problems: ['CONTACT_EXISTS'] });
    return false;
  });
  failures.sort((a, b) => a.line - b.line);

  const now = context.now();
  let groupsCreated = 0;
  await db
    .transaction(async (tx) => {
      const groups = new Map(
        (
          await tx
            .select({ id: contactGroups.id, name: contactGroups.name })
            .from(contactGroups)
            .where(eq(contactGroups.ownerAccountId, ownerAccountId))
        ).map((group) => [group.name, group.id]),
      );
      for (const name of new Set(fresh.map((row) => row.group).filter(Boolean))) {
        if (groups.has(name)) continue;
        const id = randomUUID();
        await tx.insert(contactGroups).values({ id, ownerAccountId, name, createdAt: now, updatedAt: now });
        groups.set(name, id);
        groupsCreated += 1;
      }
      if (fresh.length) {
        await tx.insert(contacts).values(
          fresh.map((row) => ({
            id: randomUUID(),
            ownerAccountId,
            signatoryType: row.signatoryType,
            name: row.name,
            mobile: row.mobile,
            enterpriseName: row.enterpriseName,
            groupId: row.group ? groups.get(row.group)! : null,
            createdAt: now,
            updatedAt: now,
          })),
        );
      }
    })
    .catch((error: unknown) => {
      // Someone saved the same contact or group meanwhile: nothing of this import was kept.
      throw isUniqueViolation(error) ? new AppError('CONTACT_EXISTS', { internal: 'concurrent save' }) : error;
    });
  return { rows: csv.rows, imported: fresh.length, groupsCreated, failures };
}
