// /contract/fileManage: the nine tabs (spec's R-tab- items: to sign by me … all files), each a paged table
// with the table columns (F-column- items) under the search bar (800 ms debounce, whitespace stripped, advanced
// drawer), with the row actions. `?tab=` opens a tab (the home counters link here). The to-sign tab
// offers batch signing (batch-sign-dialog.tsx) and, above its table, the to-dos of the person's other
// accounts (one inbox, every-account-inbox.tsx).
import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Group, Stack, Tabs } from '@mantine/core';
import { FILE_MANAGER_TAB_LABELS, FILE_MANAGER_TABS, type TFileManagerTab } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useLocation, useNavigate } from '../../app/router';
import { BreadcrumbHeader } from '../../components/breadcrumb-header/breadcrumb-header';
import { PagedTable } from '../../components/paged-table/paged-table';
import { usePaging } from '../../components/paged-table/use-paging';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { SearchBar } from '../../components/search-bar/search-bar';
import type { TSearchValues } from '../../components/search-bar/search-field';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { loadContractPage } from './contract-list-calls';
import { FileManageColumnChooser, useFileManageColumnChoice } from './file-manage-column-choice';
import { fileManageColumns } from './file-manage-columns';
import { fileManageSearchFields } from './file-manage-search-fields';
import { listQueryFromSearch } from './list-query-from-search';
import { EveryAccountInbox } from '../home/every-account-inbox';
import { BatchSignDialog } from './batch-sign-dialog';
import { RowActions, type TRowOutcome } from './row-actions';

function tabFrom(search: string): TFileManagerTab {
  const tab = new URLSearchParams(search).get('tab');
  return (FILE_MANAGER_TABS as readonly string[]).includes(tab ?? '') ? (tab as TFileManagerTab) : 'TO_SIGN';
}

export function FileManageScreen(_props: { params: Record<string, string> }) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const tab = tabFrom(search);
  const sent = Number(new URLSearchParams(search).get('sent') ?? 0);
  // The file manager pages by 10, 20, 50 or 100 rows (spec item K-page-sizes, the larger table kind).
  const paging = usePaging('large');
  const { setPage } = paging;
  const [filter, setFilter] = useState<TSearchValues>({});
  const [outcome, setOutcome] = useState<TRowOutcome | null>(null);
  const [batchOpen, setBatchOpen] = useState(false);

  const load = useCallback(
    () => loadContractPage(api, { ...listQueryFromSearch(filter), tab, current: paging.page, size: paging.pageSize }),
    [api, filter, tab, paging.page, paging.pageSize],
  );
  const page = useRemoteData(load);
  const fields = useMemo(
    () =>
      fileManageSearchFields(tab, language, {
        initiateRange: t('listInitiateRange'),
        deadlineRange: t('listDeadlineRange'),
      }),
    [tab, language, t],
  );
  const { reload } = page;
  const columnChoice = useFileManageColumnChoice(tab);
  const { visible } = columnChoice;
  const columns = useMemo(
    () =>
      fileManageColumns(visible, language, (row) => (
        <RowActions row={row} tab={tab} onOutcome={setOutcome} onChanged={() => void reload()} />
      )),
    [visible, tab, language, reload],
  );

  function openTab(next: string | null) {
    setOutcome(null);
    setPage(1);
    navigate(`/contract/fileManage?tab=${next ?? 'TO_SIGN'}`, { replace: true });
  }

  return (
    <Stack gap="sm" data-testid="file-manage">
      <BreadcrumbHeader items={[{ label: t('home'), to: '/home' }, { label: t('fileManageTitle') }]} />
      {sent > 0 && !outcome && (
        <Alert color="green" data-testid="sent-notice">
          {t('listSent', { count: sent })}
        </Alert>
      )}
      {outcome && (
        <Alert
          color={outcome.kind === 'done' ? 'green' : 'red'}
          data-testid="row-outcome"
          withCloseButton
          onClose={() => setOutcome(null)}
        >
          {outcome.kind === 'done' ? outcome.text : errorText(outcome.error, language)}
        </Alert>
      )}
      <Tabs value={tab} onChange={openTab} keepMounted={false}>
        <Tabs.List>
          {FILE_MANAGER_TABS.map((name) => (
            <Tabs.Tab key={name} value={name} data-testid={`tab-${name}`}>
              {FILE_MANAGER_TAB_LABELS[name][language]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {tab === 'TO_SIGN' && <EveryAccountInbox scope="OTHERS" />}
      <SearchBar
        fields={fields}
        onSearch={(values) => {
          setPage(1);
          setFilter(values);
        }}
      />
      <Group justify="flex-end">
        {tab === 'TO_SIGN' && (page.data?.records.length ?? 0) > 0 && (
          <Button variant="light" onClick={() => setBatchOpen(true)} data-testid="batch-sign-open">
            {t('batchSign')}
          </Button>
        )}
        <FileManageColumnChooser visible={columnChoice.visible} onChange={(next) => void columnChoice.choose(next)} />
      </Group>
      <BatchSignDialog
        opened={batchOpen}
        rows={page.data?.records ?? []}
        onClose={() => {
          setBatchOpen(false);
          void reload();
        }}
      />
      <PagedTable
        columns={columns}
        rows={page.data?.records ?? []}
        rowKey={(row) => row.planId}
        total={page.data?.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        pageSizeSet={paging.pageSizeSet}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
        loading={page.loading}
        error={page.error ? errorText(page.error, language) : null}
        onRetry={() => void page.reload()}
      />
    </Stack>
  );
}
