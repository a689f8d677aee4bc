import { describe, expect, it } from 'vitest';
import { ZChangeMobileRequest, ZChangePasswordRequest, ZSwitchAccountRequest } from './account';
import { ZLoggedUserInfo } from './auth';

describe('account-settings schemas', () => {
  it('needs both codes and a valid new number to change the mobile', () => {
    const issues = ZChangeMobileRequest.safeParse({ oldCode: '1', newMobile: '12345678901' }).error!.issues;
    expect(issues.map((issue) => issue.path.join('.'))).toEqual(['oldCode', 'newMobile', 'newCode']);
  });

  it('checks the confirmation only when it is sent', () => {
    expect(ZChangePasswordRequest.safeParse({ oldPassword: 'a', newPassword: 'Abc@1234' }).success).toBe(true);
    const differ = ZChangePasswordRequest.safeParse({
      oldPassword: 'a',
      newPassword: 'Abc@1234',
      confirmPassword: 'Abc@1235',
    });
    expect(differ.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['confirmPassword']);
  });

  it('trims the account id to switch to and refuses an empty one', () => {
    expect(ZSwitchAccountRequest.parse({ accountId: ' a1 ' })).toEqual({ accountId: 'a1' });
    expect(ZSwitchAccountRequest.safeParse({ accountId: ' ' }).success).toBe(false);
  });

  it('reads getLoggedUserInfo with or without the extension, keeping facts it does not know', () => {
    const account = {
      accountId: 'a',
      accountType: 'PERSONAL',
      name: '张三',
      authStatus: 'UNAUTH',
      enterpriseId: null,
    } as const;
    const info = {
      userId: 'u',
      username: '13800000003',
      name: '张三',
      mobile: '13800000003',
      userOwnerType: 'OUTSIDE',
      activeAccount: account,
      accounts: [account],
      permissions: [],
    } as const;
    expect(ZLoggedUserInfo.parse(info).extension).toBeUndefined();
    const extension = { email: null, passwordUnsafe: true, ukeyBound: false };
    expect(ZLoggedUserInfo.parse({ ...info, extension }).extension).toEqual(extension);
  });
});
