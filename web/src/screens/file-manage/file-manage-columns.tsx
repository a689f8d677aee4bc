// The file manager's table columns (spec's F-column- items, headers from TABLE_COLUMN_LABELS): the
// same core set on every tab, the void columns on the voided tab, and the operation column.
import type { ReactNode } from 'react';
import { Badge, Text } from '@mantine/core';
import {
  CONTRACT_KIND_LABELS,
  CONTRACT_LIST_STATUS_LABELS,
  SIGNING_STATE_LABELS,
  TABLE_COLUMN_LABELS,
  TASK_STATUS_LABELS,
  VOID_ROUTE_LABELS,
  type TContractListRow,
  type TFileManagerTab,
  type TTableColumnKey,
} from '@ecsign/core/model';
import type { TLanguage } from '@ecsign/core/i18n';
import type { TTableColumn } from '../../components/paged-table/table-column';

type TRender = (row: TContractListRow) => ReactNode;

const STATUS_COLORS: Partial<Record<TContractListRow['listStatus'], string>> = {
  SIGNING: 'orange',
  OTHER: 'blue',
  PROGRESS: 'blue',
  COMPLETE: 'green',
  REVOKE: 'gray',
  EXPIRED: 'gray',
  REFUSE: 'red',
};

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
    businessType: (row) => row.businessTypeName ?? row.businessType,
    initiator: (row) => (row.initiatorEnterprise ? `${row.initiatorEnterprise}（${row.initiator}）` : row.initiator),
    progress: (row) => `${row.progress.signed}/${row.progress.total}`,
    taskStatus: (row) =>
      row.taskStatus === 0 ? (
        TASK_STATUS_LABELS[0][language]
      ) : (
        <Badge variant="light" color={STATUS_COLORS[row.listStatus] ?? 'gray'}>
          {CONTRACT_LIST_STATUS_LABELS[row.listStatus][language]}
        </Badge>
      ),
    signStatus: (row) => (row.signStatus === null ? '' : SIGNING_STATE_LABELS[row.signStatus][language]),
    voidRoute: (row) => (row.voidRoute ? VOID_ROUTE_LABELS[row.voidRoute][language] : ''),
  };
  const columns: TTableColumn<TContractListRow>[] = visible.map((key) => ({
    key,
    title: TABLE_COLUMN_LABELS[key][language],
    render: renders[key] as TTableColumn<TContractListRow>['render'],
  }));
  columns.push({ key: 'operation', title: TABLE_COLUMN_LABELS.operation[language], render: actions });
  return columns;
}
