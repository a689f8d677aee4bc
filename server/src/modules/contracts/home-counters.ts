// GET contract/home/counters: the home page's five numbers, each the total of its file-manager tab
// (HOME_COUNTER_TABS), read from the totals refreshInbox keeps — a few primary-key reads, however
// many plans there are.
import { HOME_COUNTER_TABS, type TFileManagerTab, type THomeCounters } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import type { ContractViewer } from './contract-viewer';
import { cachedForInbox } from './inbox-cache';
import { EVERYONE } from './tab-buckets';

/** The caller's total of each tab: the key's shared bucket plus the caller's own. */
export async function tabTotals(context: AppContext, viewer: ContractViewer): Promise<Map<TFileManagerTab, number>> {
  const rows = await context.database.query<{ tab: TFileManagerTab; total: number }>(
    `SELECT tab, sum(total)::int AS total FROM contract_tab_counts
      WHERE party_key = $1 AND bucket IN ($2, $3) GROUP BY tab`,
    [viewer.partyKey, EVERYONE, viewer.accountId],
    { name: 'contract-tab-totals' },
  );
  return new Map(rows.map((row) => [row.tab, row.total]));
}

/** Served from memory while the caller's inbox is unchanged (inbox-cache.ts). */
export function homeCounters(context: AppContext, viewer: ContractViewer): Promise<THomeCounters> {
  return cachedForInbox(context, viewer, 'home-counters', async () => {
    const totals = await tabTotals(context, viewer);
    const entries = Object.entries(HOME_COUNTER_TABS).map(([counter, tab]) => [counter, totals.get(tab) ?? 0]);
    return Object.fromEntries(entries) as THomeCounters;
  });
}
