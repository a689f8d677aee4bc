// POST contract/list: one page of a file-manager tab with the search and advanced filters and the
// table columns (spec's F-column- items). The tab narrows contract_inbox by index; the text filters join the plan rows.
import {
  type TContractListPage,
  type TContractListRow,
  type TPlanFileType,
  type TSystemSource,
  type ZContractListQuery,
} from '@ecsign/core/model';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { ContractViewer } from './contract-viewer';
import { cachedForInbox } from './inbox-cache';
import { listStatusOf, SHOWN_STATUS_WHERE } from './list-status';
import { dateToLocal, localToDate } from './local-time';
import { EVERYONE } from './tab-buckets';
import { tabWhere } from './tab-condition';

type Query = z.infer<typeof ZContractListQuery>;

/** Pages 1..CACHED_PAGES of an unfiltered tab are kept in memory while the caller's inbox is unchanged. */
const CACHED_PAGES = 3;

/** The columns of a list row (ListRow), over contract_inbox i, contract_plans p and listRowJoins. */
export const LIST_ROW_COLUMNS = `p.id, p.task_no, p.task_name, p.kind, p.initiator_name, p.initiator_enterprise_name, p.created_at, p.sent_at,
            p.updated_at, p.end_time, p.signed_count, p.signatory_count, p.file_count, p.system_source, p.file_type, p.status, p.void_route, p.void_reason,
            p.business_type, coalesce(p.business_type_name, bt.name) AS business_type_name, p.signatory_names, p.document_names, p.version, i.todo,
            s.signing_state AS my_state, s.seal_name AS my_seal, s.seal_types AS wanted_seals, d.name AS department_name`;

/** The joins LIST_ROW_COLUMNS reads; `partyKey` is the SQL of the inbox key whose own signing state the row shows. */
export function listRowJoins(partyKey: string): string {
  return `LEFT JOIN LATERAL (SELECT signing_state, seal_name, seal_types FROM contract_parties c
                  WHERE c.plan_id = p.id AND c.role = 'SIGNATORY' AND c.party_key = ${partyKey} ORDER BY c.signing_state LIMIT 1) s ON true
          LEFT JOIN departments d ON d.id = p.department_id
          LEFT JOIN business_types bt ON bt.enterprise_id = p.enterprise_id AND bt.code = p.business_type`;
}

export interface ListRow {
  id: string;
  task_no: string;
  task_name: string;
  kind: TContractListRow['scene'];
  initiator_name: string;
  initiator_enterprise_name: string;
  created_at: Date;
  sent_at: Date | null;
  updated_at: Date;
  end_time: string | null;
  signed_count: number;
  signatory_count: number;
  file_count: number;
  system_source: TSystemSource;
  file_type: TPlanFileType;
  status: TContractListRow['taskStatus'];
  void_route: TContractListRow['voidRoute'];
  void_reason: string | null;
  business_type: string;
  business_type_name: string | null;
  signatory_names: string;
  document_names: string;
  version: number;
  todo: boolean;
  my_state: string | null;
  my_seal: string | null;
  wanted_seals: string[] | null;
  department_name: string | null;
}

export async function listContracts(
  context: AppContext,
  viewer: ContractViewer,
  query: Query,
): Promise<TContractListPage> {
  // $2 (the account) only when the tab's condition names it: PostgreSQL refuses unused parameters.
  const params: unknown[] = tabWhere(query.tab).includes('$2')
    ? [viewer.partyKey, viewer.accountId]
    : [viewer.partyKey];
  const where = [tabWhere(query.tab)];
  const param = (value: unknown) => `$${params.push(value)}`;
  const add = (sql: (n: string) => string, value: unknown) => where.push(sql(param(value)));
  // The query's text is already cleaned by the search rule (ZContractListQuery); search_title holds
  // the task and document names cleaned by the same rule (plan-search-title.ts).
  if (query.taskName) add((n) => `p.search_title ILIKE '%' || ${n} || '%'`, query.taskName);
  if (query.taskNo) add((n) => `p.task_no ILIKE '%' || ${n} || '%'`, query.taskNo);
  if (query.businessType) add((n) => `p.business_type = ${n}`, query.businessType);
  if (query.initiatorName)
    add(
      (n) => `(p.initiator_name ILIKE '%' || ${n} || '%' OR p.initiator_enterprise_name ILIKE '%' || ${n} || '%')`,
      query.initiatorName,
    );
  if (query.signatoryName) add((n) => `p.signatory_names ILIKE '%' || ${n} || '%'`, query.signatoryName);
  if (query.kind) add((n) => `p.kind = ${n}`, query.kind);
  if (query.status !== undefined) add((n) => `p.status = ${n}`, query.status);
  if (query.listStatus) where.push(`(${SHOWN_STATUS_WHERE[query.listStatus]})`);
  if (query.initiateFrom) add((n) => `p.created_at >= ${n}`, localToDate(query.initiateFrom));
  if (query.initiateTo) add((n) => `p.created_at <= ${n}`, localToDate(query.initiateTo, { endOfDay: true }));
  if (query.deadlineFrom) add((n) => `p.deadline_at >= ${n}`, localToDate(query.deadlineFrom));
  if (query.deadlineTo) add((n) => `p.deadline_at <= ${n}`, localToDate(query.deadlineTo, { endOfDay: true }));
  // The page's inbox rows are chosen first and only they are joined to their plan, signing state,
  // department and business type: joined under the LIMIT/OFFSET, page 5 read 50 plans to show 10.
  // A tab alone narrows by contract_inbox only; the text filters need the plan to choose the rows.
  const filtered = where.length > 1;
  const chosen = filtered
    ? `SELECT i.plan_id, i.todo, i.sort_at FROM contract_inbox i JOIN contract_plans p ON p.id = i.plan_id
        WHERE ${where.join(' AND ')}`
    : `SELECT i.plan_id, i.todo, i.sort_at FROM contract_inbox i WHERE ${where[0]}`;
  // Without filters the tab's total is the one refreshInbox keeps. With them, the matching rows are
  // found once and both counted and paged: counted apart, every plan of the tab was read twice.
  const total = filtered
    ? '(SELECT count(*)::int FROM chosen)'
    : `(SELECT coalesce(sum(total), 0)::int FROM contract_tab_counts
         WHERE party_key = $1 AND bucket IN (${param(EVERYONE)}, ${param(viewer.accountId)}) AND tab = ${param(query.tab)})`;
  // The page's size and offset are parameters, so one prepared statement serves every page of a
  // tab (see statementName).
  const limit = param(query.size);
  const offset = param((query.current - 1) * query.size);
  // The first pages of a tab without filters are what every file-manager visit asks for.
  const firstPagesOfTab = !filtered && query.current <= CACHED_PAGES;
  // Total and page in one round trip: the total is a one-row relation the page joins laterally, so
  // a page past the end still answers one row (all page columns NULL) carrying the total.
  const load = async (): Promise<TContractListPage> => {
    const rows = await context.database.query<ListRow & { total: number }>(
      `${filtered ? `WITH chosen AS MATERIALIZED (${chosen})` : ''}
      SELECT t.total, r.* FROM (SELECT ${total} AS total) t
       LEFT JOIN LATERAL (
     SELECT ${LIST_ROW_COLUMNS}, i.sort_at
       FROM (SELECT * FROM ${filtered ? 'chosen' : `(${chosen})`} i
              ORDER BY i.sort_at DESC, i.plan_id DESC LIMIT ${limit} OFFSET ${offset}) i
       JOIN contract_plans p ON p.id = i.plan_id ${listRowJoins('$1')}) r ON true
      ORDER BY r.sort_at DESC, r.id DESC`,
      params,
      where.length <= 2 ? { name: statementName(query.tab, where[1]) } : {},
    );
    return {
      total: rows[0]?.total ?? 0,
      current: query.current,
      records: rows.filter((row) => row.id !== null).map(toListRow),
    };
  };
  // ... and served from memory while the caller's inbox is unchanged (inbox-cache.ts).
  return firstPagesOfTab
    ? cachedForInbox(context, viewer, `list:${query.tab}:${query.size}:${query.current}`, load)
    : load();
}

/**
 * The prepared statement of a tab, unfiltered or with one filter (the title search), at any page
 * and size. Planning the page's joins costs several times running them: prepared, a connection
 * plans a statement about five times and then keeps one plan for it. Named per page (as before),
 * the 45 pages-and-tabs times the pool's connections were planned on most requests under many
 * callers. The names stay a small set: the tab and what its filter is, independent of its value
 * (its parameter number is the same for every single filter) — a short digest of the filter's
 * SQL text, so one name always carries one text.
 */
function statementName(tab: Query['tab'], filter: string | undefined): string {
  const kind = filter === undefined ? 'none' : createHash('sha256').update(filter).digest('base64url').slice(0, 12);
  return `contract-list:${tab}:${kind}`;
}

export function toListRow(row: ListRow): TContractListRow {
  const firstDocument = row.document_names.split('、')[0] ?? row.task_name;
  return {
    planId: row.id,
    contractId: row.id,
    taskName: row.task_name,
    taskNo: row.task_no,
    contractNo: row.task_no,
    contractName: firstDocument || row.task_name,
    scene: row.kind,
    initiator: row.initiator_name,
    initiatorEnterprise: row.initiator_enterprise_name || null,
    creator: row.initiator_name,
    initiateTime: dateToLocal(row.sent_at),
    signDeadline: row.end_time,
    progress: { signed: row.signed_count, total: row.signatory_count },
    fileTotal: row.file_count,
    fileType: row.file_type,
    lastSaveTime: dateToLocal(row.updated_at)!,
    taskStatus: row.status,
    listStatus: listStatusOf(row, row.todo),
    businessType: row.business_type,
    businessTypeName: row.business_type_name,
    signatory: row.signatory_names,
    signStatus: row.my_state === null ? null : row.my_state === 'OVER' ? 'OVER' : (Number(row.my_state) as 0 | 1 | 2),
    voidReason: row.void_reason,
    voidRoute: row.void_route,
    sealName: row.wanted_seals?.length ? row.wanted_seals.join('、') : null,
    sealStamped: row.my_seal,
    systemSource: row.system_source,
    sendDepartment: row.department_name,
    version: row.version,
  };
}
