import { describe, expect, it } from 'vitest';
import { ZAuthCode, ZSendAuthCodeRequest, ZSendEmailCodeRequest } from './messages';

describe('verification-code schemas', () => {
  it.each([
    ['123456', '123456'],
    [' 012345 ', '012345'],
    [654321, '654321'],
  ])('reads the code %j as %j', (input, output) => {
    expect(ZAuthCode.parse(input)).toBe(output);
  });

  it.each(['12345', '1234567', 'abcdef', '12 456', 12345, -123456, ''])('rejects the code %j', (input) => {
    expect(ZAuthCode.safeParse(input).success).toBe(false);
  });

  it('takes a mobile number, one of the five scenes and an optional captcha verification', () => {
    expect(ZSendAuthCodeRequest.parse({ mobile: ' 13800000001 ', scene: 'CHANGE_MOBILE_NEW' })).toEqual({
      mobile: '13800000001',
      scene: 'CHANGE_MOBILE_NEW',
    });
    const issues = ZSendAuthCodeRequest.safeParse({ mobile: '23800000001', scene: 'SIGN', captchaVerification: '' })
      .error!.issues;
    expect(issues.map((issue) => issue.path.join('.'))).toEqual(['mobile', 'scene', 'captchaVerification']);
  });

  it('defaults the e-mail scene to CHANGE_EMAIL and checks the address', () => {
    expect(ZSendEmailCodeRequest.parse({ email: 'a@example.com' })).toEqual({
      email: 'a@example.com',
      scene: 'CHANGE_EMAIL',
    });
    expect(ZSendEmailCodeRequest.safeParse({ email: 'a@b' }).success).toBe(false);
  });
});
