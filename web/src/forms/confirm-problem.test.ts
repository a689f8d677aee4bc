import { describe, expect, it } from 'vitest';
import { confirmProblem } from './confirm-problem';

describe('confirmProblem', () => {
  it.each([
    ['', 'Abcdef1!', 'zh', '此项为必填项'],
    ['Abcdef1', 'Abcdef1!', 'zh', '两次输入的密码不一致'],
    ['Abcdef1', 'Abcdef1!', 'en', 'The two passwords differ'],
    ['Abcdef1!', 'Abcdef1!', 'zh', undefined],
  ] as const)('"%s" against "%s" in %s → %s', (confirm, password, language, expected) => {
    expect(confirmProblem(confirm, password, language)).toBe(expected);
  });
});
