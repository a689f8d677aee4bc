// The texts of the verification-code messages, by scene (Chinese, as the SMS gateways of the
// mainland require a registered Chinese template).
import { AUTH_CODE_TTL_SECONDS, type TAuthCodeScene, type TEmailCodeScene } from '@ecsign/core/model';

const SIGNATURE = '【电子合同签署系统】';

const PURPOSE: Record<TAuthCodeScene | TEmailCodeScene, string> = {
  REGISTER: '您正在注册账号',
  LOGIN: '您正在登录',
  RESET_PASSWORD: '您正在重置登录密码',
  CHANGE_MOBILE_OLD: '您正在更换手机号（验证原手机号）',
  CHANGE_MOBILE_NEW: '您正在绑定新手机号',
  CHANGE_EMAIL: '您正在绑定邮箱',
};

export function composeCodeMessage(
  scene: TAuthCodeScene | TEmailCodeScene,
  code: string,
): { subject: string; text: string } {
  const minutes = Math.round(AUTH_CODE_TTL_SECONDS / 60);
  return {
    subject: `电子合同签署系统验证码 ${code}`,
    text: `${SIGNATURE}${PURPOSE[scene]}，验证码：${code}，${minutes}分钟内有效。请勿将验证码告知他人。`,
  };
}
