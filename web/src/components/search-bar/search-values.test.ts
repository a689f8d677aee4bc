import { describe, expect, it } from 'vitest';
import { cleanSearchValues } from './clean-search-values';
import { emptySearchValues } from './empty-search-values';
import type { TSearchField } from './search-field';

const FIELDS: TSearchField[] = [
  { kind: 'input', name: 'taskName', label: 'Task name' },
  { kind: 'select', name: 'status', label: 'Status', options: [{ value: '1', label: 'In progress' }] },
  { kind: 'date', name: 'day', label: 'Day' },
  { kind: 'dateRange', name: 'period', label: 'Period', advanced: true },
  { kind: 'checkbox', name: 'mine', label: 'Mine only', advanced: true },
];

describe('emptySearchValues', () => {
  it('clears date ranges to an empty pair, checkboxes to false and everything else to empty', () => {
    expect(emptySearchValues(FIELDS)).toEqual({ taskName: '', status: '', day: '', period: ['', ''], mine: false });
  });
});

describe('cleanSearchValues', () => {
  it('removes every whitespace character from text inputs only', () => {
    const cleaned = cleanSearchValues(FIELDS, {
      taskName: ' 劳动 合同\u3000 2026\t',
      status: '1',
      day: '2026-01-02',
      period: ['2026-01-01', '2026-02-01'],
      mine: true,
    });
    expect(cleaned).toEqual({
      taskName: '劳动合同2026',
      status: '1',
      day: '2026-01-02',
      period: ['2026-01-01', '2026-02-01'],
      mine: true,
    });
  });

  it('fills fields missing from the values with their empty value', () => {
    expect(cleanSearchValues(FIELDS, {})).toEqual(emptySearchValues(FIELDS));
  });
});
