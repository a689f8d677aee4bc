import { describe, expect, it } from 'vitest';
import { ZPersonalInfo } from './person';

describe('ZPersonalInfo', () => {
  const info = {
    name: '李雷',
    idNumber: '110***********002X',
    authStatus: 'AUTH',
    mobile: '138****0000',
    email: null,
    ukey: null,
  };

  it('reads personal info with a masked ID number and nothing bound', () => {
    expect(ZPersonalInfo.parse(info)).toEqual(info);
  });

  it.each([
    ['an unknown real-name status', { authStatus: 'VERIFIED' }],
    ['a missing ukey field', { ukey: undefined }],
    ['a numeric mobile', { mobile: 13800000000 }],
  ])('rejects %s', (_, change) => {
    expect(ZPersonalInfo.safeParse({ ...info, ...change }).success).toBe(false);
  });
});
