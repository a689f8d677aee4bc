import { describe, expect, it } from 'vitest';
import { fieldProblem } from './field-problem';

describe('fieldProblem', () => {
  it.each([
    ['required', '  ', 'zh', '此项为必填项'],
    ['required', 'x', 'zh', undefined],
    ['mobile', '1390000123', 'zh', '请输入正确的11位手机号'],
    ['mobile', ' 13900001234 ', 'zh', undefined],
    ['smsCode', '12345a', 'en', 'The code has 6 digits'],
    ['smsCode', '123456', 'en', undefined],
    ['captcha', 'AB1', 'zh-TW', '請輸入圖片中的4位字母或數字'],
    ['captcha', 'ab12', 'zh', undefined],
    ['email', 'a@b', 'zh', '请输入正确的邮箱地址'],
    ['email', 'li.si@example.com', 'zh', undefined],
    ['newPassword', 'abcdefgh', 'en', expect.stringMatching(/^The password is too weak/)],
    ['newPassword', 'Sign@2026a', 'en', undefined],
    ['newPassword', '', 'en', 'This field is required'],
  ] as const)('%s %j (%s) → %s', (kind, value, language, expected) => {
    expect(fieldProblem(kind, value, language)).toEqual(expected);
  });
});
