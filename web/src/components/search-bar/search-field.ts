// The search bar's fields as data (spec item R-part-search-bar): what kind of input each one is, its
// label, and whether it sits in the bar itself or in the advanced-search drawer.

export type TSearchFieldKind = 'input' | 'select' | 'date' | 'dateRange' | 'checkbox';

interface SearchFieldBase {
  /** Key of the field in the values handed to onSearch. */
  name: string;
  /** Already in the user's language. */
  label: string;
  /** Shown in the advanced-search drawer instead of the bar. */
  advanced?: boolean;
}

export type TSearchField =
  | (SearchFieldBase & {
      kind: 'input';
      placeholder?: string;
      /** Keep every character instead of only letters, digits and Chinese (e.g. a contract number). */
      keepAllCharacters?: boolean;
    })
  | (SearchFieldBase & { kind: 'select'; options: readonly { value: string; label: string }[] })
  | (SearchFieldBase & { kind: 'date' })
  | (SearchFieldBase & { kind: 'dateRange' })
  | (SearchFieldBase & { kind: 'checkbox' });

/** A date range is a [start, end] pair of yyyy-mm-dd strings, each '' when not chosen. */
export type TDateRange = readonly [string, string];

export type TSearchValue = string | boolean | TDateRange;
export type TSearchValues = Readonly<Record<string, TSearchValue>>;
