// GET contract/home/counters: the home page's five numbers, each the total of its file-manager tab
// (HOME_COUNTER_TABS), counted with the same conditions in one query over contract_inbox's indexes.
import { HOME_COUNTER_TABS, type THomeCounters } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import type { ContractViewer } from './contract-viewer';
import { TAB_CONDITIONS } from './tab-condition';

export async function homeCounters(context: AppContext, viewer: ContractViewer): Promise<THomeCounters> {
  const keys = Object.keys(HOME_COUNTER_TABS) as (keyof THomeCounters)[];
  const select = keys
    .map(
      (key) =>
        `(SELECT count(*)::int FROM contract_inbox i WHERE i.party_key = $1 AND ${TAB_CONDITIONS[HOME_COUNTER_TABS[key]]}) AS "${key}"`,
    )
    .join(', ');
  const [row] = await context.database.query<THomeCounters>(`SELECT ${select}`, [viewer.partyKey, viewer.accountId]);
  return row!;
}
