import { describe, expect, it } from 'vitest';
import { parsePdfDate } from './parse-pdf-date';

describe('parsePdfDate', () => {
  it.each([
    ["D:20190620101121+01'00'", '2019-06-20T09:11:21.000Z'],
    ["D:20180915161035-06'00'", '2018-09-15T22:10:35.000Z'],
    ['D:20201101010000Z', '2020-11-01T01:00:00.000Z'],
    ["D:20221123003718+01'00", '2022-11-22T23:37:18.000Z'],
    ['D:2024', '2024-01-01T00:00:00.000Z'],
    ['20240305', '2024-03-05T00:00:00.000Z'],
    ['D:20240305120000+0530', '2024-03-05T06:30:00.000Z'],
  ])('%s is %s', (text, iso) => {
    expect(parsePdfDate(text)?.toISOString()).toBe(iso);
  });

  it.each([undefined, '', 'yesterday', 'D:20241301000000Z', 'D:20240230256000'])('%j is not a date', (text) => {
    expect(parsePdfDate(text)).toBeUndefined();
  });
});
