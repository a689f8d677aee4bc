import { describe, expect, it } from 'vitest';
import { MESSAGE_PARTS, MESSAGES, translate } from './messages';

describe('MESSAGES', () => {
  it('defines each key in one feature file only, so no part silently overrides another', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [part, messages] of Object.entries(MESSAGE_PARTS)) {
      for (const key of Object.keys(messages)) {
        if (seen.has(key)) twice.push(`${key} (${seen.get(key)} and ${part})`);
        seen.set(key, part);
      }
    }
    expect(twice).toEqual([]);
    expect(Object.keys(MESSAGES)).toHaveLength(seen.size);
  });

  it('sends people without a key device to the CLI command that binds one: the extension cannot', () => {
    for (const language of ['zh', 'en', 'zh-TW'] as const) {
      const text = translate(language, 'ukeyNotBound');
      expect(text, language).toContain('ecsign ukey bind --p12');
      expect(text, language).not.toMatch(/extension|扩展|擴充/);
    }
  });

  it('has a non-empty text in every language for every key', () => {
    const empty = Object.entries(MESSAGES).flatMap(([key, text]) =>
      (['zh', 'en', 'zh-TW'] as const).filter((language) => !text[language]?.trim()).map((l) => `${key}.${l}`),
    );
    expect(empty).toEqual([]);
  });

  it('translates every key from the part that defines it, as the merged table holds it', () => {
    // Without values a placeholder stays as written, so the text comes back exactly.
    const differing = (Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]).filter((key) =>
      (['zh', 'en', 'zh-TW'] as const).some((language) => translate(language, key) !== MESSAGES[key][language]),
    );
    expect(differing).toEqual([]);
    expect(translate('zh-TW', 'systemName')).toBe('電子合同簽署系統');
  });

  it('fills placeholders and leaves unknown ones as they are', () => {
    expect(translate('en', 'welcome', { name: 'Ann' })).toBe('Welcome, Ann');
    expect(translate('zh', 'welcome')).toBe('欢迎，{name}');
  });
});
