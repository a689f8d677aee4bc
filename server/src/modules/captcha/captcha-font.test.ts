import { describe, expect, it } from 'vitest';
import { CAPTCHA_GLYPHS, GLYPH_COLUMNS, GLYPH_ROWS } from './captcha-font';

const CHARACTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];

describe('CAPTCHA_GLYPHS', () => {
  it.each(CHARACTERS)('defines %s as a non-empty 5×7 bitmap', (char) => {
    const glyph = CAPTCHA_GLYPHS[char];
    expect(glyph).toHaveLength(GLYPH_ROWS);
    for (const row of glyph ?? []) expect(row).toMatch(new RegExp(`^[#.]{${GLYPH_COLUMNS}}$`));
    expect(glyph?.join('')).toContain('#');
  });

  it('gives every character its own shape and defines nothing else', () => {
    expect(Object.keys(CAPTCHA_GLYPHS).sort()).toEqual([...CHARACTERS].sort());
    const shapes = new Set(CHARACTERS.map((char) => CAPTCHA_GLYPHS[char]?.join('/')));
    expect(shapes.size).toBe(CHARACTERS.length);
  });
});
