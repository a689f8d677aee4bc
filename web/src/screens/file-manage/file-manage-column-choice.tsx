// Which columns the file manager shows on a tab (spec items F-column-…, F-session-table-columns):
// every column of the spec can be chosen; until the user chooses, a tab shows its default set.
// The choice is kept in the session under `tableColumns`, one entry per tab.
import { useCallback, useMemo } from 'react';
import { TABLE_COLUMN_KEYS, TABLE_COLUMN_LABELS, type TFileManagerTab, type TTableColumnKey } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { ColumnChooser } from '../../components/column-chooser/column-chooser';
import { useI18n } from '../../i18n/i18n-context';
import { defaultFileManageColumns } from './file-manage-columns';

/** Every column but the operation column, which always shows. */
export const CHOOSABLE_FILE_MANAGE_COLUMNS = TABLE_COLUMN_KEYS.filter((key) => key !== 'operation');

const tableName = (tab: TFileManagerTab) => `fileManage.${tab}`;

export function useFileManageColumnChoice(tab: TFileManagerTab) {
  const { snapshot, saveTableColumns } = usePortalSession();
  const stored = snapshot.tableColumns?.[tableName(tab)];
  const visible: TTableColumnKey[] = useMemo(
    () =>
      stored
        ? CHOOSABLE_FILE_MANAGE_COLUMNS.filter((key) => stored.some((column) => column.key === key && column.visible))
        : defaultFileManageColumns(tab),
    [stored, tab],
  );
  const choose = useCallback(
    (next: readonly string[]) =>
      saveTableColumns(
        tableName(tab),
        CHOOSABLE_FILE_MANAGE_COLUMNS.map((key) => ({ key, visible: next.includes(key) })),
      ),
    [saveTableColumns, tab],
  );
  return { visible, choose };
}

export function FileManageColumnChooser(props: {
  visible: readonly TTableColumnKey[];
  onChange: (visible: string[]) => void;
}) {
  const { t, language } = useI18n();
  return (
    <ColumnChooser
      label={t('tableColumnsChoose')}
      columns={CHOOSABLE_FILE_MANAGE_COLUMNS.map((key) => ({ key, title: TABLE_COLUMN_LABELS[key][language] }))}
      visible={props.visible}
      onChange={props.onChange}
    />
  );
}
