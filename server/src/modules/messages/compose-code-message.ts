// The texts of the verification-code messages, by scene (Chinese, as the SMS gateways of the
// mainland require a registered Chinese template). The SMS sign name is not part of the text: the
// provider adds the one configured (SMS_SIGN_NAME).
import { AUTH_CODE_TTL_SECONDS, type TAuthCodeScene, type TEmailCodeScene } from '@ecsign/core/model';

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
): { subject: string; text: string; minutes: number } {
  const minutes = Math.round(AUTH_CODE_TTL_SECONDS / 60);
  return {
    subject: `电子合同签署系统验证码 ${code}`,
    text: `${PURPOSE[scene]}，验证码：${code}，${minutes}分钟内有效。请勿将验证码告知他人。`,
    minutes,
  };
}
