// Sending an SMS code when the server may first want the behaviour captcha (spec items
// R-part-security-check, C-send-auth-code): beyond the first code a client asks for in a window,
// message/sendEcAuthCode answers SMS_CAPTCHA_REQUIRED so that codes cannot be sprayed at numbers in
// bulk. Every client then shows its own security check and sends once more with the proof; one
// rule here, so the portal and the extension ask the same way.
import { isAppError } from '../errors/app-error';

/**
 * `send` is tried without a proof; on SMS_CAPTCHA_REQUIRED `askSecurityCheck` shows the check and
 * answers its verification string (undefined when the person closed it: the first refusal is then
 * what the caller hears), and the send is tried once more with it.
 */
export async function sendWithSecurityCheck<T>(
  send: (captchaVerification?: string) => Promise<T>,
  askSecurityCheck: () => Promise<string | undefined>,
): Promise<T> {
  try {
    return await send();
  } catch (refusal) {
    if (!isAppError(refusal) || refusal.code !== 'SMS_CAPTCHA_REQUIRED') throw refusal;
    const verification = await askSecurityCheck();
    if (!verification) throw refusal;
    return send(verification);
  }
}
