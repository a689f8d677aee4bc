// The search bar in the gallery, with every field kind, showing what the last search sent.
import { useState } from 'react';
import { Code, Text } from '@mantine/core';
import { TABLE_COLUMN_LABELS, TASK_STATUS_CODES, TASK_STATUS_LABELS } from '@ecsign/core/model';
import { SearchBar } from '../../components/search-bar/search-bar';
import type { TSearchField, TSearchValues } from '../../components/search-bar/search-field';
import { useI18n } from '../../i18n/i18n-context';

export function GallerySearchBar() {
  const { t, language } = useI18n();
  const [last, setLast] = useState<TSearchValues | null>(null);
  const fields: TSearchField[] = [
    { kind: 'input', name: 'taskName', label: TABLE_COLUMN_LABELS.taskName[language] },
    {
      kind: 'select',
      name: 'taskStatus',
      label: TABLE_COLUMN_LABELS.taskStatus[language],
      options: TASK_STATUS_CODES.map((code) => ({ value: String(code), label: TASK_STATUS_LABELS[code][language] })),
    },
    { kind: 'date', name: 'signDeadline', label: TABLE_COLUMN_LABELS.signDeadline[language] },
    {
      kind: 'input',
      name: 'contractNo',
      label: TABLE_COLUMN_LABELS.contractNo[language],
      advanced: true,
      keepAllCharacters: true,
    },
    { kind: 'dateRange', name: 'initiateTime', label: TABLE_COLUMN_LABELS.initiateTime[language], advanced: true },
    { kind: 'checkbox', name: 'mine', label: t('mineOnly'), advanced: true },
  ];
  return (
    <>
      {/* Remounted per language: the field labels are part of its data. */}
      <SearchBar key={language} fields={fields} onSearch={setLast} />
      {last && (
        <Text size="sm" component="div">
          {t('lastSearch')}
          <Code block data-testid="gallery-search-result">
            {JSON.stringify(last)}
          </Code>
        </Text>
      )}
    </>
  );
}
