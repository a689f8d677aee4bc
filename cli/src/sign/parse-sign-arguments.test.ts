import { InvalidArgumentError } from 'commander';
import { describe, expect, it } from 'vitest';
import { parseDisplayRect, parsePageNumber } from './parse-sign-arguments';

describe('ecsign sign arguments', () => {
  it.each([
    ['380,650,150,150', [380, 650, 150, 150]],
    [' 0, 0.5 ,72,36 ', [0, 0.5, 72, 36]],
  ])('reads --rect %j', (text, rect) => {
    expect(parseDisplayRect(text)).toEqual(rect);
  });

  it.each(['1,2,3', '1,2,3,4,5', 'a,2,3,4', '1,,3,4', '-1,2,3,4', '1,2,0,4', '1,2,3,-4'])(
    'refuses --rect %j',
    (text) => {
      expect(() => parseDisplayRect(text)).toThrow(InvalidArgumentError);
    },
  );

  it('reads page numbers from 1', () => {
    expect(parsePageNumber('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'two', '']) expect(() => parsePageNumber(bad)).toThrow(InvalidArgumentError);
  });
});
