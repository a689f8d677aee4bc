// The file manager's table columns (spec's F-column- items, headers from TABLE_COLUMN_LABELS): the
// same core set on every tab, the void columns on the voided tab, and the operation column, which
// stays in view at the right edge however wide the other columns are (English labels are long).
// A status is read whole: its badge never cuts the label (no "已…") and carries it as a tooltip.
// Times are the platform's UTC+8 (core's platform-time), labelled in the headers.
import type { ReactNode } from 'react';
import { Badge, Text } from '@mantine/core';
import {
  businessTypeLabel,
  CONTRACT_KIND_LABELS,
  PLAN_FILE_TYPE_LABELS,
  PLATFORM_TIME_ZONE_LABEL,
  SHOWN_LIST_STATUS_LABELS,
  shownListStatus,
  SIGNING_STATE_LABELS,
  SYSTEM_SOURCE_LABELS,
  TABLE_COLUMN_LABELS,
  VOID_ROUTE_LABELS,
  type TShownListStatus,
  type TContractListRow,
  type TFileManagerTab,
  type TTableColumnKey,
} from '@ecsign/core/model';
import type { TLanguage } from '@ecsign/core/i18n';
import type { TTableColumn } from '../../components/paged-table/table-column';

type TRender = (row: TContractListRow) => ReactNode;

const STATUS_COLORS: Record<TShownListStatus, string> = {
  DRAFT: 'gray',
  SIGNING: 'orange',
  OTHER: 'blue',
  COMPLETE: 'green',
  REVOKE: 'gray',
  EXPIRED: 'gray',
  REFUSE: 'red',
};

const TIME_COLUMNS: readonly TTableColumnKey[] = ['initiateTime', 'signDeadline', 'lastSaveTime'];
const ONE_LINE_COLUMNS: readonly TTableColumnKey[] = ['taskStatus', 'signStatus', 'voidRoute', ...TIME_COLUMNS];

/** The columns a tab shows until the user chooses others (file-manage-column-choice.tsx). */
export function defaultFileManageColumns(tab: TFileManagerTab): TTableColumnKey[] {
  if (tab === 'DRAFT') return ['taskName', 'taskNo', 'scene', 'creator', 'fileTotal', 'lastSaveTime'];
  const base: TTableColumnKey[] = [
    'taskName',
    'taskNo',
    'scene',
    'businessType',
    'initiator',
    'signatory',
    'initiateTime',
    'signDeadline',
    'progress',
    'fileTotal',
    'taskStatus',
  ];
  if (tab === 'VOIDED') return [...base, 'voidRoute', 'voidReason'];
  if (tab === 'TO_SIGN' || tab === 'SIGNED_BY_ME') return [...base, 'signStatus'];
  return base;
}

export function fileManageColumns(
  visible: readonly TTableColumnKey[],
  language: TLanguage,
  actions: (row: TContractListRow) => ReactNode,
): TTableColumn<TContractListRow>[] {
  const renders: Partial<Record<TTableColumnKey, TRender>> = {
    taskName: (row) => (
      <Text size="sm" fw={500}>
        {row.taskName}
      </Text>
    ),
    scene: (row) => CONTRACT_KIND_LABELS[row.scene][language],
    businessType: (row) => businessTypeLabel(row.businessType, row.businessTypeName, language),
    initiator: (row) => (row.initiatorEnterprise ? `${row.initiatorEnterprise}（${row.initiator}）` : row.initiator),
    progress: (row) => `${row.progress.signed}/${row.progress.total}`,
    taskStatus: (row) => {
      const status = shownListStatus(row);
      const label = SHOWN_LIST_STATUS_LABELS[status][language];
      return (
        <Badge
          variant="light"
          color={STATUS_COLORS[status]}
          title={label}
          data-testid="status-badge"
          maw="none"
          styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible', textOverflow: 'clip' } }}
        >
          {label}
        </Badge>
      );
    },
    signStatus: (row) => (row.signStatus === null ? '' : SIGNING_STATE_LABELS[row.signStatus][language]),
    voidRoute: (row) => (row.voidRoute ? VOID_ROUTE_LABELS[row.voidRoute][language] : ''),
    // Stored with the plan (spec items F-column-system-source, F-column-file-type).
    systemSource: (row) => SYSTEM_SOURCE_LABELS[row.systemSource][language],
    fileType: (row) => PLAN_FILE_TYPE_LABELS[row.fileType][language],
  };
  const columns: TTableColumn<TContractListRow>[] = visible.map((key) => ({
    key,
    title: TIME_COLUMNS.includes(key)
      ? `${TABLE_COLUMN_LABELS[key][language]}（${PLATFORM_TIME_ZONE_LABEL}）`
      : TABLE_COLUMN_LABELS[key][language],
    render: renders[key] as TTableColumn<TContractListRow>['render'],
    nowrap: ONE_LINE_COLUMNS.includes(key),
  }));
  columns.push({ key: 'operation', title: TABLE_COLUMN_LABELS.operation[language], render: actions, sticky: 'right' });
  return columns;
}
