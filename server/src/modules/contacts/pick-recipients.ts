// POST cb/assemble/contact/pick: whom contract initiation may choose as signatories or CC
// recipients — the caller's contacts and, inside an enterprise, the enterprise's enabled members
// (a colleague is a natural recipient without first being typed into the address book; spec items
// F-contact, O-functions). Members come after the contacts, as persons, with "member:" ids so they
// never clash with a contact's; a member who is also a contact (same mobile) is listed once.
// The keyword is matched under the search rule (core's sanitizeSearchInput) like the contact list.
import type { TContactListQuery, TContactView, TPage } from '@ecsign/core/model';
import { sanitizeSearchInput } from '@ecsign/core/validation';
import type { AppContext } from '../../context';
import { listContacts } from './list-contacts';

/** More than any picker shows at once; the picker asks for one page of at most 50. */
const MEMBER_LIMIT = 200;

interface MemberRow {
  account_id: string;
  name: string;
  mobile: string;
  created_at: Date;
}

export async function pickRecipients(
  context: AppContext,
  ownerAccountId: string,
  query: TContactListQuery,
): Promise<TPage<TContactView>> {
  // Every contact up to the end of the asked page, then the members after them.
  const contacts = await listContacts(context, ownerAccountId, {
    ...query,
    current: 1,
    size: query.current * query.size,
  });
  const members =
    query.signatoryType === 'ENTERPRISE' || query.groupId || query.ungrouped
      ? []
      : await enterpriseMembers(context, ownerAccountId, query.keyword ?? '');
  const known = new Set(contacts.records.map((contact) => contact.mobile));
  const offered = members.filter((member) => !known.has(member.mobile));
  const all = [...contacts.records, ...offered];
  const start = (query.current - 1) * query.size;
  return {
    total: contacts.total + offered.length,
    current: query.current,
    records: all.slice(start, start + query.size),
  };
}

async function enterpriseMembers(
  context: AppContext,
  ownerAccountId: string,
  keyword: string,
): Promise<TContactView[]> {
  const rows = await context.database.query<MemberRow>(
    `SELECT a.id AS account_id, u.name, u.mobile, m.created_at
       FROM accounts owner
       JOIN accounts a ON a.enterprise_id = owner.enterprise_id AND a.account_type = 'ENTERPRISE' AND a.id <> owner.id
       JOIN enterprise_members m ON m.account_id = a.id AND m.status = 'ENABLE'
       JOIN users u ON u.id = a.user_id
      WHERE owner.id = $1 AND owner.account_type = 'ENTERPRISE' AND u.mobile IS NOT NULL
      ORDER BY u.name, a.id LIMIT ${MEMBER_LIMIT}`,
    [ownerAccountId],
  );
  const wanted = sanitizeSearchInput(keyword).toLowerCase();
  return rows
    .filter((row) => !wanted || sanitizeSearchInput(`${row.name}${row.mobile}`).toLowerCase().includes(wanted))
    .map((row) => ({
      contactId: `member:${row.account_id}`,
      signatoryType: 'PERSONAL' as const,
      name: row.name,
      mobile: row.mobile,
      enterpriseName: null,
      groupId: null,
      groupName: null,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.created_at.toISOString(),
    }));
}
