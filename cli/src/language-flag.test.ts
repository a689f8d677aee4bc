import { describe, expect, it } from 'vitest';
import { languageFlag } from './language-flag';

const argv = (...args: string[]) => ['node', 'ecsign', ...args];

describe('languageFlag', () => {
  it('finds --lang before or after the command, in both spellings', () => {
    expect(languageFlag(argv('--lang', 'en', 'verify', 'a.pdf'))).toBe('en');
    expect(languageFlag(argv('verify', 'a.pdf', '--lang=zh-TW'))).toBe('zh-TW');
    expect(languageFlag(argv('verify', 'a.pdf'))).toBeUndefined();
  });

  it('leaves operands after -- alone, and the program name and script', () => {
    expect(languageFlag(argv('verify', '--', '--lang', 'en'))).toBeUndefined();
    expect(languageFlag(['--lang', 'ecsign'])).toBeUndefined();
  });
});
