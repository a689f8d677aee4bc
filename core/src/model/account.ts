// Account settings of the logged-in user (spec items F-person, F-settings;
// the account pages). Every call needs the bearer token and acts on the caller only. Endpoints:
//   GET  cb/assemble/usercenter/personal/info            → ZPersonalInfo
//   PUT  cb/assemble/usercenter/personal/info            ZUpdatePersonalInfoRequest → ZPersonalInfo
//   POST cb/assemble/usercenter/personal/changeMobile    ZChangeMobileRequest       → ZPersonalInfo
//   POST cb/assemble/usercenter/personal/changeEmail     ZChangeEmailRequest        → ZPersonalInfo
//   POST cb/assemble/usercenter/personal/changePassword  ZChangePasswordRequest     → null (other sessions end)
//   GET  cb/assemble/usercenter/account/list             → ZAccountList
//   POST cb/assemble/usercenter/account/switch           ZSwitchAccountRequest      → ZLoggedUserInfo
import { z } from 'zod';
import { ZEmail, ZMobile } from '../validation/schemas';
import { ZAccount } from './auth';
import { ZName, ZId } from './field-shapes';
import { ZAuthCode } from './messages';
import { ZNewPasswordText } from './registration';
import { safeText } from '../validation/safe-text';

/** The name may change only while the personal account is not yet verified. */
export const ZUpdatePersonalInfoRequest = z.object({ name: ZName.max(50) });
export type TUpdatePersonalInfoRequest = z.input<typeof ZUpdatePersonalInfoRequest>;

/** Both numbers prove themselves: a CHANGE_MOBILE_OLD code to the old, CHANGE_MOBILE_NEW to the new. */
export const ZChangeMobileRequest = z.object({
  oldCode: ZAuthCode,
  newMobile: ZMobile,
  newCode: ZAuthCode,
});
export type TChangeMobileRequest = z.input<typeof ZChangeMobileRequest>;

/** The address and the CHANGE_EMAIL code sent to it (the fields of ZEmailSettingsForm). */
export const ZChangeEmailRequest = z.object({
  email: ZEmail,
  verificationCode: ZAuthCode,
});
export type TChangeEmailRequest = z.input<typeof ZChangeEmailRequest>;

export const ZChangePasswordRequest = z
  .object({
    oldPassword: safeText({ max: 64, trim: false }).min(1),
    newPassword: ZNewPasswordText,
    /** When sent, must repeat newPassword. */
    confirmPassword: safeText({ max: 64, trim: false }).optional(),
  })
  .refine((form) => form.confirmPassword === undefined || form.confirmPassword === form.newPassword, {
    message: 'The two passwords differ',
    path: ['confirmPassword'],
  });
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/** One of the caller's accounts, with the role it acts in and whether it is the active one. */
export const ZAccountListItem = ZAccount.extend({ role: z.string(), active: z.boolean() });
export type TAccountListItem = z.infer<typeof ZAccountListItem>;
export const ZAccountList = z.array(ZAccountListItem);
export type TAccountList = z.infer<typeof ZAccountList>;

/** Act as another of one's own accounts (personal or an enterprise one); the session keeps its tokens. */
export const ZSwitchAccountRequest = z.object({ accountId: ZId });
export type TSwitchAccountRequest = z.input<typeof ZSwitchAccountRequest>;
