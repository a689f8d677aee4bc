import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeSearchInput } from './sanitize-search-input';

describe('sanitizeSearchInput', () => {
  it.each([
    ['', ''],
    ['劳动合同 2024-01', '劳动合同202401'],
    ["<script>alert('x')</script>", 'scriptalertxscript'],
    ['张三，李四。', '张三李四'], // Chinese punctuation is not a Chinese character
    ['ＡＢＣ１２３', 'ABC123'], // full-width letters and digits are folded, not dropped
    ['𠀀字', '𠀀字'], // CJK extension B outside the BMP is kept
    ['% _ \\ \'"', ''], // SQL wildcards and quotes go
    ['café Ω', 'caf'], // only ASCII letters count as letters
  ])('%j becomes %j', (text, expected) => {
    expect(sanitizeSearchInput(text)).toBe(expected);
  });

  it('keeps only letters, digits and Han characters, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => {
        const once = sanitizeSearchInput(text);
        expect(once).toMatch(/^[A-Za-z0-9\p{Script=Han}]*$/u);
        expect(sanitizeSearchInput(once)).toBe(once);
      }),
    );
  });
});
