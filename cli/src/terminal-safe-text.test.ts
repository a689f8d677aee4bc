// Server text printed to a terminal loses every sequence the terminal would act on.
import { describe, expect, it } from 'vitest';
import { terminalSafe, terminalSafeLine } from './terminal-safe-text';

describe('terminalSafe', () => {
  it.each([
    ['clear screen (CSI)', 'a\u001b[2Jb', 'ab'],
    ['set title (OSC, BEL)', 'a\u001b]0;owned\u0007b', 'ab'],
    ['set title (OSC, ST)', 'a\u001b]2;owned\u001b\\b', 'ab'],
    ['colour (C1 CSI)', 'a\u009b31mb', 'ab'],
    ['a lone escape', 'a\u001bcb', 'ab'],
    ['NUL, BEL and backspace', 'a\u0000\u0007\bb', 'ab'],
    ['a carriage return rewriting the line', 'paid\rdue', 'paiddue'],
    ['a right-to-left override', 'invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['bidi isolates and marks', '\u2066a\u2069\u200Fb', 'ab'],
    ['a lone surrogate', 'a\uD800b', 'a\uFFFDb'],
  ])('drops %s', (_, text, expected) => {
    expect(terminalSafe(text)).toBe(expected);
  });

  it('keeps Chinese, emoji, line feeds and tabs', () => {
    expect(terminalSafe('劳动合同 🚀\n第二行\tx')).toBe('劳动合同 🚀\n第二行\tx');
    expect(terminalSafeLine('a\nb\tc')).toBe('a b c');
  });
});
