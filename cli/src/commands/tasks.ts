// `ecsign tasks ls [--tab to-sign|initiated|…]`: one page of a file-manager tab (endpoints.contracts.list,
// the same query the portal's /contract/fileManage sends) for the logged-in account, as a table or
// — with --json — the server's page for scripts.
import { endpoints } from '@ecsign/core/endpoints';
import {
  CONTRACT_LIST_STATUS_LABELS,
  FILE_MANAGER_TAB_LABELS,
  ZContractListQuery,
  type TFileManagerTab,
} from '@ecsign/core/model';
import { CliError, EXIT } from '../cli-error';
import type { TTaskTab } from '../command-choices';
import type { CommandContext } from '../command-context';
import { textTable } from '../hr/text-table';
import { notLoggedIn } from '../session/not-logged-in';

export interface TasksListOptions {
  tab?: TTaskTab;
  search?: string;
  page?: string;
  size?: string;
  json?: boolean;
}

/** `to-sign` → `TO_SIGN`. */
export const tabOf = (tab: TTaskTab = 'all') => tab.toUpperCase().replace(/-/g, '_') as TFileManagerTab;

export async function tasksList(context: CommandContext, options: TasksListOptions): Promise<string> {
  const query = ZContractListQuery.safeParse({
    tab: tabOf(options.tab),
    current: options.page ?? '1',
    size: options.size ?? '20',
    ...(options.search ? { taskName: options.search } : {}),
  });
  if (!query.success) throw new CliError(query.error.issues.map((issue) => issue.message).join('; '), EXIT.usage);
  if (!(await context.session.tokens())) throw notLoggedIn(context);
  const page = await context.sessionApi.call(endpoints.contracts.list, { body: query.data });
  if (options.json) return JSON.stringify(page, null, 2);
  const { language, t } = context;
  const heading = t('tasksPage', {
    tab: FILE_MANAGER_TAB_LABELS[query.data.tab][language],
    current: page.current,
    total: page.total,
  });
  if (page.records.length === 0) return `${heading}\n${t('tasksNone')}`;
  const table = textTable([
    [
      t('tasksColTaskNo'),
      t('tasksColName'),
      t('tasksColStatus'),
      t('tasksColProgress'),
      t('tasksColInitiator'),
      t('tasksColDeadline'),
    ],
    ...page.records.map((row) => [
      row.taskNo,
      row.taskName,
      CONTRACT_LIST_STATUS_LABELS[row.listStatus][language],
      `${row.progress.signed}/${row.progress.total}`,
      row.initiator,
      row.signDeadline ?? '',
    ]),
  ]);
  return `${heading}\n${table}`;
}
