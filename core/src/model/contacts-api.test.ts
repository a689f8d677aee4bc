import { describe, expect, it } from 'vitest';
import { ZContactSaveRequest } from './contacts-api';

describe('ZContactSaveRequest', () => {
  it('names the signatory type and keeps the enterprise name only for enterprises', () => {
    expect(
      ZContactSaveRequest.parse({ signatoryType: 0, name: ' 张三 ', mobile: '13800000001', enterpriseName: '某公司' }),
    ).toEqual({ signatoryType: 'PERSONAL', name: '张三', mobile: '13800000001', enterpriseName: null, groupId: null });
    expect(
      ZContactSaveRequest.parse({
        signatoryType: 'ORG',
        name: '李四',
        mobile: '13800000002',
        enterpriseName: '某公司',
      }),
    ).toMatchObject({ signatoryType: 'ENTERPRISE', enterpriseName: '某公司' });
  });

  it.each([
    ['an enterprise without its name', { signatoryType: 1, enterpriseName: ' ' }],
    ['a name of 51 characters', { name: '名'.repeat(51) }],
    ['an invalid mobile', { mobile: '1380000000' }],
  ])('refuses %s', (_, change) => {
    const input = { signatoryType: 0, name: '张三', mobile: '13800000001', ...change };
    expect(ZContactSaveRequest.safeParse(input).success).toBe(false);
  });
});
