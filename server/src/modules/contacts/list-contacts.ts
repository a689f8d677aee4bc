// POST cb/assemble/contact/list (and …/pick for choosing signatories): the owner's contacts,
// newest first, filtered by group and type and by the search bar's keyword. The keyword keeps only
// letters, digits and Chinese characters (spec item V-search-text) and is matched against name, mobile and
// enterprise name with the same characters kept, so "Li Lei" is found by "LiLei".
import type { TContactListQuery, TContactView, TPage } from '@ecsign/core/model';
import { sanitizeSearchInput } from '@ecsign/core/validation';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contacts } from '../../db/schema';
import { contactQuery, toContactView } from './contact-view';

export async function listContacts(
  context: AppContext,
  ownerAccountId: string,
  query: TContactListQuery,
): Promise<TPage<TContactView>> {
  const { db } = context.database;
  const filters: SQL[] = [eq(contacts.ownerAccountId, ownerAccountId)];
  if (query.groupId) filters.push(eq(contacts.groupId, query.groupId));
  if (query.ungrouped) filters.push(isNull(contacts.groupId));
  if (query.signatoryType) filters.push(eq(contacts.signatoryType, query.signatoryType));
  const keyword = sanitizeSearchInput(query.keyword ?? '').toLowerCase();
  if (keyword) {
    filters.push(
      sql`lower(regexp_replace(${contacts.name} || ' ' || ${contacts.mobile} || ' ' || ${contacts.enterpriseName}, '[^A-Za-z0-9一-鿿㐀-䶿]', '', 'g')) LIKE ${`%${keyword}%`}`,
    );
  }
  const where = and(...filters);
  const [total] = await db.select({ value: count() }).from(contacts).where(where);
  const rows = await contactQuery(db)
    .where(where)
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  return { total: total?.value ?? 0, current: query.current, records: rows.map(toContactView) };
}
