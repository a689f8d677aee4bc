// Spec items this file exercises (docs/spec-items.md): V-mobile.
import { describe, expect, it } from 'vitest';
import { isMobile } from './is-mobile';

describe('isMobile', () => {
  it.each(['13800138000', '19912345678', '15000000000', '17012345678'])('accepts %s', (text) => {
    expect(isMobile(text)).toBe(true);
  });

  it.each([
    '', // empty
    '12345678901', // second digit 2
    '10012345678', // second digit 0
    '1380013800', // 10 digits
    '138001380001', // 12 digits
    '+8613800138000',
    '138 0013 8000',
    '1380013800a',
    '１３８００１３８０００', // full-width digits
    '13800138000\n',
  ])('refuses %j', (text) => {
    expect(isMobile(text)).toBe(false);
  });
});
