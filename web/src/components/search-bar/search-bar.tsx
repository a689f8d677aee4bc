// The search bar (spec's R-part-search- items): the main fields with Search and Reset, and an advanced-search drawer
// with the extra filters. Search strips whitespace from text inputs; Reset empties every field;
// typing in a text input searches by itself after the 800 ms debounce.
import { useState, type FormEvent } from 'react';
import { Button, Drawer, Group, SimpleGrid, Stack } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@ecsign/core/validation';
import { useI18n } from '../../i18n/i18n-context';
import { cleanSearchValues } from './clean-search-values';
import { emptySearchValues } from './empty-search-values';
import type { TSearchField, TSearchValue, TSearchValues } from './search-field';
import { SearchFieldControl } from './search-field-control';

export function SearchBar(props: {
  fields: readonly TSearchField[];
  onSearch(values: TSearchValues): void;
  initialValues?: TSearchValues;
}) {
  const { fields, onSearch, initialValues } = props;
  const { t } = useI18n();
  const [values, setValues] = useState<TSearchValues>(() => ({ ...emptySearchValues(fields), ...initialValues }));
  const [drawerOpened, setDrawerOpened] = useState(false);
  const debouncedSearch = useDebouncedCallback(
    (next: TSearchValues) => onSearch(cleanSearchValues(fields, next)),
    SEARCH_DEBOUNCE_MS,
  );

  function change(field: TSearchField, value: TSearchValue) {
    const next = { ...values, [field.name]: value };
    setValues(next);
    if (field.kind === 'input') debouncedSearch(next);
  }

  function search(event?: FormEvent) {
    event?.preventDefault();
    debouncedSearch.cancel();
    const cleaned = cleanSearchValues(fields, values);
    setValues(cleaned);
    setDrawerOpened(false);
    onSearch(cleaned);
  }

  function reset() {
    debouncedSearch.cancel();
    const empty = emptySearchValues(fields);
    setValues(empty);
    onSearch(empty);
  }

  const controls = (advanced: boolean) =>
    fields
      .filter((field) => Boolean(field.advanced) === advanced)
      .map((field) => (
        <SearchFieldControl
          key={field.name}
          field={field}
          value={values[field.name]}
          onChange={(value) => change(field, value)}
        />
      ));
  const buttons = (
    <Group gap="xs">
      <Button type="submit">{t('search')}</Button>
      <Button variant="default" onClick={reset}>
        {t('reset')}
      </Button>
    </Group>
  );
  const hasAdvanced = fields.some((field) => field.advanced);

  return (
    <>
      <form onSubmit={search} role="search">
        <Group align="end" gap="sm">
          {controls(false)}
          {buttons}
          {hasAdvanced && (
            <Button variant="subtle" onClick={() => setDrawerOpened(true)}>
              {t('advancedSearch')}
            </Button>
          )}
        </Group>
      </form>
      <Drawer opened={drawerOpened} onClose={() => setDrawerOpened(false)} title={t('advancedSearch')} position="right">
        <form onSubmit={search}>
          <Stack gap="sm">
            <SimpleGrid cols={1}>{controls(true)}</SimpleGrid>
            {buttons}
          </Stack>
        </form>
      </Drawer>
    </>
  );
}
