import { describe, expect, it } from 'vitest';
import { AppError } from '@ecsign/core/errors';
import { parseCron } from './parse-cron';

const codeOf = (input: string | null | undefined) => {
  try {
    parseCron(input);
    return 'ok';
  } catch (error) {
    return error instanceof AppError ? `${error.code} ${error.status}` : String(error);
  }
};

describe('parseCron', () => {
  it.each([
    ['', 'CRON_EXPRESSION_EMPTY 633010201'],
    ['   ', 'CRON_EXPRESSION_EMPTY 633010201'],
    [null, 'CRON_EXPRESSION_EMPTY 633010201'],
    ['* * * *', 'CRON_EXPRESSION_INVALID 633010202'],
    ['0 0/5 * * * ?', 'CRON_EXPRESSION_INVALID 633010202'],
    ['60 * * * *', 'CRON_EXPRESSION_INVALID 633010202'],
    ['* 24 * * *', 'CRON_EXPRESSION_INVALID 633010202'],
    ['* * 0 * *', 'CRON_EXPRESSION_INVALID 633010202'],
    ['* * * 13 *', 'CRON_EXPRESSION_INVALID 633010202'],
    ['* * * * 8', 'CRON_EXPRESSION_INVALID 633010202'],
    ['5-1 * * * *', 'CRON_EXPRESSION_INVALID 633010202'],
    ['*/0 * * * *', 'CRON_EXPRESSION_INVALID 633010202'],
    ['? * * * *', 'CRON_EXPRESSION_INVALID 633010202'],
    ['* * * FOO *', 'CRON_EXPRESSION_INVALID 633010202'],
    ['1,,2 * * * *', 'CRON_EXPRESSION_INVALID 633010202'],
    ['@sometimes', 'CRON_EXPRESSION_INVALID 633010202'],
    ['* * * * *', 'ok'],
    ['*/15 9-18 * * MON-FRI', 'ok'],
    ['0 0 1,15 jan,jul ?', 'ok'],
    ['5/20 * * * *', 'ok'],
    ['@daily', 'ok'],
  ])('%j → %s', (input, expected) => {
    expect(codeOf(input)).toBe(expected);
  });

  it('expands lists, ranges, steps and names', () => {
    const rule = parseCron('*/20 9-11 1,15 JAN-MAR MON,7');
    expect([...rule.minutes]).toEqual([0, 20, 40]);
    expect([...rule.hours]).toEqual([9, 10, 11]);
    expect([...rule.daysOfMonth]).toEqual([1, 15]);
    expect([...rule.months]).toEqual([1, 2, 3]);
    expect([...rule.daysOfWeek].sort()).toEqual([0, 1]);
    expect(rule.anyDayOfMonth).toBe(false);
    expect(parseCron('5/20 * * * *').minutes).toEqual(new Set([5, 25, 45]));
    expect(parseCron('@hourly').minutes).toEqual(new Set([0]));
  });
});
