import { describe, expect, it } from 'vitest';
import { EMPTY_OPERATION_LOG_FORM, operationLogFilter } from './operation-log-calls';

describe('operationLogFilter', () => {
  it('sends nothing for an empty form, so the server searches the last 90 days', () => {
    expect(Object.values(operationLogFilter(EMPTY_OPERATION_LOG_FORM)).filter(Boolean)).toEqual([]);
  });

  it('trims texts and turns the wall-clock times of the viewer into instants', () => {
    const filter = operationLogFilter({
      user: ' 张三 ',
      action: 'contact/save ',
      from: '2026-03-01T08:00',
      to: '',
      outcome: 'FAILURE',
    });
    expect(filter).toMatchObject({ user: '张三', action: 'contact/save', outcome: 'FAILURE', to: undefined });
    expect(filter.from).toBe(new Date(2026, 2, 1, 8, 0).toISOString());
  });
});
