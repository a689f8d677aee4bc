// What Reset leaves behind (spec item R-part-search-reset): date ranges an empty pair, checkboxes false, the rest empty.
import type { TSearchField, TSearchValue, TSearchValues } from './search-field';

export function emptySearchValue(field: TSearchField): TSearchValue {
  if (field.kind === 'dateRange') return ['', ''];
  if (field.kind === 'checkbox') return false;
  return '';
}

export function emptySearchValues(fields: readonly TSearchField[]): TSearchValues {
  return Object.fromEntries(fields.map((field) => [field.name, emptySearchValue(field)]));
}
