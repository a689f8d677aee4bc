import { describe, expect, it } from 'vitest';
import { ZEmailSettingsForm, ZPasswordSettingsForm } from './settings';

describe('ZEmailSettingsForm', () => {
  it.each([
    [{ email: 'li.lei@example.com', verificationCode: '123456' }, true],
    [{ email: 'li.lei@example.com', verificationCode: '' }, false],
    [{ email: 'not-an-address', verificationCode: '123456' }, false],
    [{ verificationCode: '123456' }, false],
  ])('%j: accepted %s', (input, ok) => {
    expect(ZEmailSettingsForm.safeParse(input).success).toBe(ok);
  });
});

describe('ZPasswordSettingsForm', () => {
  const form = { oldPassword: 'old', newPassword: 'Abcd1234!', confirmPassword: 'Abcd1234!' };

  it.each([
    ['a matching new password', {}, true],
    ['16 characters', { newPassword: 'Abcd1234!Abcd123', confirmPassword: 'Abcd1234!Abcd123' }, true],
    ['7 characters', { newPassword: 'Abc123!', confirmPassword: 'Abc123!' }, false],
    ['17 characters', { newPassword: 'Abcd1234!Abcd1234', confirmPassword: 'Abcd1234!Abcd1234' }, false],
    ['a different confirmation', { confirmPassword: 'Abcd1234?' }, false],
    ['no old password', { oldPassword: '' }, false],
  ])('%s: accepted %s', (_, change, ok) => {
    expect(ZPasswordSettingsForm.safeParse({ ...form, ...change }).success).toBe(ok);
  });

  it('reports a mismatch on the confirmation field', () => {
    const result = ZPasswordSettingsForm.safeParse({ ...form, confirmPassword: 'x' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['confirmPassword']]);
  });
});
