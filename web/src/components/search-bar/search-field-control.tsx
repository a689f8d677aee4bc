// One field of the search bar, drawn according to its kind.
import { Checkbox, Group, Input, Select, TextInput } from '@mantine/core';
import { useI18n } from '../../i18n/i18n-context';
import type { TDateRange, TSearchField, TSearchValue } from './search-field';
import { SearchTextInput } from './search-text-input';

export function SearchFieldControl(props: {
  field: TSearchField;
  value: TSearchValue | undefined;
  onChange(value: TSearchValue): void;
}) {
  const { field, value, onChange } = props;
  const { t } = useI18n();
  switch (field.kind) {
    case 'input':
      return (
        <SearchTextInput
          label={field.label}
          placeholder={field.placeholder ?? t('inputPlaceholder')}
          keepAllCharacters={field.keepAllCharacters}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
        />
      );
    case 'select':
      return (
        <Select
          label={field.label}
          placeholder={t('selectPlaceholder')}
          clearable
          data={field.options.map((option) => ({ value: option.value, label: option.label }))}
          value={typeof value === 'string' && value !== '' ? value : null}
          onChange={(next) => onChange(next ?? '')}
        />
      );
    case 'date':
      return (
        <TextInput
          type="date"
          label={field.label}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'dateRange': {
      const [start, end]: TDateRange = Array.isArray(value) ? (value as TDateRange) : ['', ''];
      return (
        <Input.Wrapper label={field.label}>
          <Group gap={4} wrap="nowrap">
            <TextInput
              type="date"
              aria-label={`${field.label} ${t('startDate')}`}
              value={start}
              onChange={(event) => onChange([event.currentTarget.value, end])}
            />
            <span aria-hidden>–</span>
            <TextInput
              type="date"
              aria-label={`${field.label} ${t('endDate')}`}
              value={end}
              onChange={(event) => onChange([start, event.currentTarget.value])}
            />
          </Group>
        </Input.Wrapper>
      );
    }
    case 'checkbox':
      return (
        <Checkbox
          mt="lg"
          label={field.label}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
  }
}
