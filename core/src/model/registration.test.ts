import { describe, expect, it } from 'vitest';
import { ZRegisterRequest, ZSmsLoginQuery } from './registration';

describe('registration and SMS-login schemas', () => {
  it('reads a registration, leaving the password rule and the agreements to the server', () => {
    expect(
      ZRegisterRequest.parse({ mobile: '13900000001', code: 123456, password: 'weak', agreements: ['1', 2] }),
    ).toEqual({ mobile: '13900000001', code: '123456', password: 'weak', agreements: [1, 2] });
  });

  it('rejects an empty password, a long one and a name of spaces', () => {
    const base = { mobile: '13900000001', code: '123456', agreements: [1, 2, 3] };
    expect(ZRegisterRequest.safeParse({ ...base, password: '' }).success).toBe(false);
    expect(ZRegisterRequest.safeParse({ ...base, password: 'x'.repeat(65) }).success).toBe(false);
    expect(ZRegisterRequest.safeParse({ ...base, password: 'Abc@12345', name: '  ' }).success).toBe(false);
  });

  it('takes grant_type sms (the default) on mobile/token and defaults to the external user type', () => {
    expect(ZSmsLoginQuery.parse({ mobile: '13900000001', code: '000123' }).grant_type).toBe('sms');
    expect(ZSmsLoginQuery.parse({ mobile: '13900000001', code: '000123', grant_type: 'sms' })).toEqual({
      mobile: '13900000001',
      code: '000123',
      grant_type: 'sms',
      userOwnerType: 'OUTSIDE',
    });
    expect(ZSmsLoginQuery.safeParse({ mobile: '13900000001', code: '000123', grant_type: 'password' }).success).toBe(
      false,
    );
  });
});
