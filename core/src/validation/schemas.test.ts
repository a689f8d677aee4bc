import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ZUploadFileList,
  ZCaptchaCode,
  ZCreditCode,
  ZEmail,
  ZIdCardNumber,
  ZMobile,
  ZPassword,
  ZRevokeReason,
  ZSearchInput,
  ZSearchText,
} from './schemas';

/** The machine codes a schema reports, or the parsed output. */
function run(schema: z.ZodType, input: unknown): { output: unknown } | { codes: string[] } {
  const result = schema.safeParse(input);
  return result.success ? { output: result.data } : { codes: result.error.issues.map((issue) => issue.message) };
}

describe('validation schemas', () => {
  it.each<[string, z.ZodType, unknown, ReturnType<typeof run>]>([
    ['password ok', ZPassword, 'Abcdef1!', { output: 'Abcdef1!' }],
    ['password short, one kind', ZPassword, 'abc', { codes: ['TOO_SHORT', 'TOO_FEW_KINDS'] }],
    ['mobile trimmed', ZMobile, ' 13800138000 ', { output: '13800138000' }],
    ['mobile empty', ZMobile, '  ', { codes: ['REQUIRED'] }],
    ['mobile wrong', ZMobile, '12800138000', { codes: ['INVALID_FORMAT'] }],
    ['e-mail ok', ZEmail, 'a@example.com', { output: 'a@example.com' }],
    ['e-mail wrong', ZEmail, 'a@example', { codes: ['INVALID_FORMAT'] }],
    ['ID number normalised', ZIdCardNumber, '11010519491231002x', { output: '11010519491231002X' }],
    ['ID number check digit', ZIdCardNumber, '110105194912310021', { codes: ['CHECK_DIGIT'] }],
    ['credit code normalised', ZCreditCode, '91350100m000100y43', { output: '91350100M000100Y43' }],
    ['credit code check char', ZCreditCode, '91350100M000100Y44', { codes: ['CHECK_CHARACTER'] }],
    ['revoke reason trimmed', ZRevokeReason, ' 重复发起 ', { output: '重复发起' }],
    ['revoke reason missing', ZRevokeReason, '', { codes: ['REQUIRED'] }],
    ['revoke reason long', ZRevokeReason, 'x'.repeat(101), { codes: ['TOO_LONG'] }],
    ['captcha upper-cased', ZCaptchaCode, 'ab12', { output: 'AB12' }],
    ['captcha short', ZCaptchaCode, 'ab1', { codes: ['LENGTH'] }],
    ['search text', ZSearchText, ' 张 三 ', { output: '张三' }],
    ['search input', ZSearchInput, '合同#01', { output: '合同01' }],
    ['attachments ok', ZUploadFileList, [{ name: 'a.pdf', size: 10 }], { output: [{ name: 'a.pdf', size: 10 }] }],
    ['attachment too large', ZUploadFileList, [{ name: 'a.pdf', size: 8 * 1024 * 1024 + 1 }], { codes: ['TOO_LARGE'] }],
  ])('%s', (_label, schema, input, expected) => {
    expect(run(schema, input)).toEqual(expected);
  });

  it('puts the code in params.reason too', () => {
    const result = ZRevokeReason.safeParse('');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'custom', params: { reason: 'REQUIRED' } });
  });

  it('refuses a negative attachment size by shape', () => {
    expect(ZUploadFileList.safeParse([{ name: 'a.pdf', size: -1 }]).success).toBe(false);
  });

  it('refuses a non-string input', () => {
    expect(ZIdCardNumber.safeParse(11010519491231002).success).toBe(false);
  });
});
