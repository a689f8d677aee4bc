// endpoints.messages.sendSmsCode: a 6-digit code by SMS for one scene (spec item C-send-auth-code). The codes
// of the logged-out scenes go without the token; changing the mobile number needs the logged-in
// user. A passed security check's proof rides along when the server asked for one (SMS_CAPTCHA_REQUIRED).
import type { ApiClient } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';
import type { TAuthCodeScene, TSendAuthCodeReply } from '@ecsign/core/model';

const LOGGED_IN_SCENES: ReadonlySet<TAuthCodeScene> = new Set(['CHANGE_MOBILE_OLD', 'CHANGE_MOBILE_NEW']);

export function sendSmsCode(
  api: Pick<ApiClient, 'call'>,
  options: { mobile: string; scene: TAuthCodeScene; captchaVerification?: string },
): Promise<TSendAuthCodeReply> {
  const body = {
    mobile: options.mobile.trim(),
    scene: options.scene,
    ...(options.captchaVerification ? { captchaVerification: options.captchaVerification } : {}),
  };
  return api.call(endpoints.messages.sendSmsCode, { body }, { noToken: !LOGGED_IN_SCENES.has(options.scene) });
}
