import { describe, expect, it } from 'vitest';
import { normalizePath } from './normalize-path';

describe('normalizePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['//', '/'],
    ['?token=1', '/'],
    ['/home', '/home'],
    ['home', '/home'],
    ['/home/', '/home'],
    ['/home//', '/home'],
    ['//hrcontract//startHRContract/', '/hrcontract/startHRContract'],
    ['/contract/summary/a/1/X/?q=1#h', '/contract/summary/a/1/X'],
    ['/a#/b?c', '/a'],
  ])('%j → %j', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});
