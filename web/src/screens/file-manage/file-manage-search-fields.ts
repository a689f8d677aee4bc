// The file manager's search bar: task name and number in the bar, the rest in the advanced drawer.
// The status filter offers every status the tab's rows can show (draft, waiting for me or others,
// completed, refused, withdrawn, expired), by the labels the rows show.
import type { TLanguage } from '@ecsign/core/i18n';
import {
  CONTRACT_KIND_LABELS,
  CONTRACT_KINDS,
  SHOWN_LIST_STATUS_LABELS,
  shownStatusesOfTab,
  TABLE_COLUMN_LABELS,
  type TFileManagerTab,
} from '@ecsign/core/model';
import type { TSearchField } from '../../components/search-bar/search-field';

export function fileManageSearchFields(
  tab: TFileManagerTab,
  language: TLanguage,
  texts: { initiateRange: string; deadlineRange: string },
): TSearchField[] {
  const label = (key: keyof typeof TABLE_COLUMN_LABELS) => TABLE_COLUMN_LABELS[key][language];
  return [
    { name: 'taskName', kind: 'input', label: label('taskName') },
    { name: 'taskNo', kind: 'input', label: label('taskNo') },
    { name: 'initiatorName', kind: 'input', label: label('initiator'), advanced: true },
    { name: 'signatoryName', kind: 'input', label: label('signatory'), advanced: true },
    { name: 'businessType', kind: 'input', label: label('businessType'), advanced: true },
    {
      name: 'kind',
      kind: 'select',
      label: label('scene'),
      advanced: true,
      options: CONTRACT_KINDS.map((kind) => ({ value: kind, label: CONTRACT_KIND_LABELS[kind][language] })),
    },
    {
      name: 'listStatus',
      kind: 'select',
      label: label('taskStatus'),
      advanced: true,
      options: shownStatusesOfTab(tab).map((status) => ({
        value: status,
        label: SHOWN_LIST_STATUS_LABELS[status][language],
      })),
    },
    { name: 'initiateRange', kind: 'dateRange', label: texts.initiateRange, advanced: true },
    { name: 'deadlineRange', kind: 'dateRange', label: texts.deadlineRange, advanced: true },
  ];
}
