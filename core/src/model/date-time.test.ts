import { describe, expect, it } from 'vitest';
import { compareLocalDateTime, ZLocalDateTime } from './date-time';

describe('ZLocalDateTime', () => {
  it.each([
    '2024-05-01',
    '2024-05-01 09:30',
    '2024-05-01 09:30:15',
    '2024-05-01T23:59:59',
    '2024-02-29',
    ' 2024-05-01 ',
  ])('accepts %j', (text) => {
    expect(ZLocalDateTime.safeParse(text).success).toBe(true);
  });

  it.each([
    '2024/05/01',
    '2024-5-1',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '2023-02-29',
    '2024-05-01 24:00',
    '2024-05-01 09:60',
    '2024-05-01 09',
    '2024-05-01T09:30:00Z',
    '2024-05-01T09:30:00+08:00',
    '',
  ])('rejects %j', (text) => {
    expect(ZLocalDateTime.safeParse(text).success).toBe(false);
  });
});

describe('compareLocalDateTime', () => {
  it.each([
    ['2024-05-01', '2024-05-01 00:00:00', 0],
    ['2024-05-01 09:30', '2024-05-01T09:30:00', 0],
    ['2024-05-01', '2024-05-01 00:00:01', -1],
    ['2024-05-01 10:00', '2024-05-01 09:59:59', 1],
    ['2023-12-31 23:59:59', '2024-01-01', -1],
  ])('%s vs %s → %i', (a, b, expected) => {
    expect(compareLocalDateTime(a, b)).toBe(expected);
    expect(compareLocalDateTime(b, a)).toBe(-expected || 0);
  });
});
