// What Search sends (spec items R-part-search-clean, V-search-text): every text input without any whitespace; other kinds as chosen.
import { stripWhitespace } from '@ecsign/core/validation';
import { emptySearchValue } from './empty-search-values';
import type { TSearchField, TSearchValues } from './search-field';

export function cleanSearchValues(fields: readonly TSearchField[], values: TSearchValues): TSearchValues {
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field.name] ?? emptySearchValue(field);
      return [field.name, field.kind === 'input' && typeof value === 'string' ? stripWhitespace(value) : value];
    }),
  );
}
