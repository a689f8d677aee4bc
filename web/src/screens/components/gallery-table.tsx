// The paged table in the gallery: sample rows paged in memory, in each state, with either set of
// page sizes.
import { useState } from 'react';
import { Badge, Stack, Switch } from '@mantine/core';
import { TABLE_COLUMN_LABELS, TASK_STATUS_LABELS } from '@ecsign/core/model';
import { PagedTable } from '../../components/paged-table/paged-table';
import type { TTableColumn } from '../../components/paged-table/table-column';
import { usePaging } from '../../components/paged-table/use-paging';
import { useI18n } from '../../i18n/i18n-context';
import type { TGalleryState } from './gallery-section';
import { SAMPLE_ROWS, type TSampleRow } from './gallery-samples';

function SampleTable(props: { state: TGalleryState; large: boolean }) {
  const { t, language } = useI18n();
  const paging = usePaging(props.large ? 'large' : 'standard');
  const rows = props.state === 'filled' ? SAMPLE_ROWS : [];
  const start = (paging.page - 1) * paging.pageSize;
  const columns: TTableColumn<TSampleRow>[] = [
    { key: 'id', title: TABLE_COLUMN_LABELS.taskNo[language], width: 90 },
    { key: 'taskName', title: TABLE_COLUMN_LABELS.taskName[language] },
    { key: 'initiator', title: TABLE_COLUMN_LABELS.initiator[language] },
    {
      key: 'status',
      title: TABLE_COLUMN_LABELS.taskStatus[language],
      render: (row) => <Badge variant="light">{TASK_STATUS_LABELS[row.status][language]}</Badge>,
    },
    { key: 'initiateTime', title: TABLE_COLUMN_LABELS.initiateTime[language] },
  ];
  return (
    <PagedTable
      columns={columns}
      rows={rows.slice(start, start + paging.pageSize)}
      rowKey={(row) => row.id}
      total={rows.length}
      page={paging.page}
      pageSize={paging.pageSize}
      pageSizeSet={paging.pageSizeSet}
      onPageChange={paging.setPage}
      onPageSizeChange={paging.setPageSize}
      loading={props.state === 'loading'}
      error={props.state === 'error' ? t('loadFailed') : null}
      onRetry={() => undefined}
    />
  );
}

export function GalleryTable(props: { state: TGalleryState }) {
  const { t } = useI18n();
  const [large, setLarge] = useState(false);
  return (
    <Stack gap="xs">
      <Switch label={t('largePageSizes')} checked={large} onChange={(event) => setLarge(event.currentTarget.checked)} />
      <SampleTable key={large ? 'large' : 'standard'} state={props.state} large={large} />
    </Stack>
  );
}
