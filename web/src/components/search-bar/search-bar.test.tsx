// Spec items this file exercises (docs/spec-items.md): R-part-search-bar, R-part-search-reset,
// R-part-search-clean, R-part-search-debounce, K-search-debounce, V-search-text.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS } from '@ecsign/core/validation';
import { renderWithProviders } from '../../test-support/render-with-providers';
import { SearchBar } from './search-bar';
import type { TSearchField } from './search-field';

const FIELDS: TSearchField[] = [
  { kind: 'input', name: 'taskName', label: '任务名称' },
  { kind: 'input', name: 'contractNo', label: '合同编号', keepAllCharacters: true },
  { kind: 'select', name: 'status', label: '任务状态', options: [{ value: '1', label: '进行中' }] },
  { kind: 'date', name: 'day', label: '发起日期' },
  { kind: 'dateRange', name: 'period', label: '签署期间', advanced: true },
  { kind: 'checkbox', name: 'mine', label: '只看我的', advanced: true },
];

function setup() {
  const onSearch = vi.fn();
  const view = renderWithProviders(<SearchBar fields={FIELDS} onSearch={onSearch} />);
  return { onSearch, ...view };
}

afterEach(() => vi.useRealTimers());

describe('SearchBar', () => {
  it('keeps only letters, digits and Chinese characters in search inputs', () => {
    setup();
    const input = screen.getByLabelText('任务名称');
    fireEvent.change(input, { target: { value: '劳动-合同 #2026!' } });
    expect(input).toHaveProperty('value', '劳动合同2026');
  });

  it('lets a composing input method finish before filtering', () => {
    setup();
    const input = screen.getByLabelText('任务名称');
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: "lao'dong" } });
    expect(input).toHaveProperty('value', "lao'dong");
    fireEvent.change(input, { target: { value: '劳动。' } });
    fireEvent.compositionEnd(input);
    expect(input).toHaveProperty('value', '劳动');
  });

  it('searches with every whitespace stripped from text inputs', async () => {
    const { onSearch, user } = setup();
    await user.type(screen.getByLabelText('合同编号'), ' HT 2026\t-01 ');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch.mock.calls[0]![0]).toMatchObject({ contractNo: 'HT2026-01', taskName: '' });
    expect(screen.getByLabelText('合同编号')).toHaveProperty('value', 'HT2026-01');
  });

  it('fires onSearch 800 ms after the last keystroke in a text input, once', () => {
    vi.useFakeTimers();
    const { onSearch } = setup();
    const input = screen.getByLabelText('合同编号');
    fireEvent.change(input, { target: { value: 'HT' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    fireEvent.change(input, { target: { value: 'HT 1' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch.mock.calls[0]![0]).toMatchObject({ contractNo: 'HT1' });
  });

  it('does not debounce-search for selects, dates or checkboxes', () => {
    vi.useFakeTimers();
    const { onSearch } = setup();
    fireEvent.change(screen.getByLabelText('发起日期'), { target: { value: '2026-03-01' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('Reset clears every field: date ranges to an empty pair, checkboxes to false, the rest to empty', async () => {
    const { onSearch, user } = setup();
    await user.type(screen.getByLabelText('任务名称'), '合同');
    fireEvent.change(screen.getByLabelText('发起日期'), { target: { value: '2026-03-01' } });
    await user.click(screen.getByRole('button', { name: '高级搜索' }));
    const drawer = screen.getByRole('dialog', { name: '高级搜索' });
    fireEvent.change(within(drawer).getByLabelText('签署期间 开始日期'), { target: { value: '2026-01-01' } });
    fireEvent.change(within(drawer).getByLabelText('签署期间 结束日期'), { target: { value: '2026-02-01' } });
    await user.click(within(drawer).getByLabelText('只看我的'));
    expect(within(drawer).getByLabelText('只看我的')).toHaveProperty('checked', true);

    await user.click(within(drawer).getByRole('button', { name: '重置' }));
    expect(onSearch).toHaveBeenLastCalledWith({
      taskName: '',
      contractNo: '',
      status: '',
      day: '',
      period: ['', ''],
      mine: false,
    });
    expect(within(drawer).getByLabelText('签署期间 开始日期')).toHaveProperty('value', '');
    expect(within(drawer).getByLabelText('只看我的')).toHaveProperty('checked', false);
    expect(screen.getByLabelText('任务名称')).toHaveProperty('value', '');
  });

  it('searches with the drawer filters and closes the drawer', async () => {
    const { onSearch, user } = setup();
    await user.click(screen.getByRole('button', { name: '高级搜索' }));
    const drawer = screen.getByRole('dialog', { name: '高级搜索' });
    await user.click(within(drawer).getByLabelText('只看我的'));
    await user.click(within(drawer).getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ mine: true, period: ['', ''] }));
    expect(screen.queryByRole('dialog', { name: '高级搜索' })).toBeNull();
  });

  it('shows its buttons in English', () => {
    renderWithProviders(<SearchBar fields={FIELDS} onSearch={() => undefined} />, { language: 'en' });
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Advanced search' })).toBeTruthy();
  });
});
