// The conversation of `ecsign login` at a terminal: choose password or SMS, then
//   password: account, password (hidden), the picture captcha shown and typed (Enter alone asks
//             for a new picture) → token/accessToken;
//   SMS:      mobile → message/sendEcAuthCode (scene LOGIN) → the code → mobile/token. When the
//             server wants its behaviour captcha before the code (SMS_CAPTCHA_REQUIRED), the login
//             ends with one line naming the logins a terminal can do: a slider or clicked words
//             cannot be answered honestly in text (spec item R-part-security-check).
// A wrong captcha or SMS code may be typed again (a captcha is used up by a try, so a new one is
// shown); any other failure ends the login with its catalogue text.
import type { ApiClient } from '@ecsign/core/api';
import type { TLoginMethod } from '../command-choices';
import type { TPictureCaptcha } from '@ecsign/core/captcha';
import { isAppError, type TErrorCode } from '@ecsign/core/errors';
import { translate, type TLanguage, type TMessageKey } from '@ecsign/core/i18n';
import type { TTokenPair } from '@ecsign/core/model';
import { CliError, EXIT } from '../cli-error';
import { isMobile, parseCaptchaCode } from '@ecsign/core/validation';
import { fetchPictureCaptcha } from './fetch-picture-captcha';
import { logInWithPassword } from './log-in-with-password';
import { logInWithSms } from './log-in-with-sms';
import type { LoginPrompts } from './login-prompts';
import { sendLoginCode } from './send-login-code';
import type { ShownCaptcha } from './show-picture-captcha';

/** Tries of one login before it gives up. */
export const LOGIN_ATTEMPTS = 3;
const RETRY_CAPTCHA: ReadonlySet<TErrorCode> = new Set(['CAPTCHA_FAILED', 'CAPTCHA_EXPIRED']);
const RETRY_SMS_CODE: ReadonlySet<TErrorCode> = new Set(['REGISTRATION_CODE_FAILED']);

export interface InteractiveLoginOptions {
  api: Pick<ApiClient, 'call' | 'request'>;
  prompts: LoginPrompts;
  language: TLanguage;
  out(text: string): void;
  showCaptcha(captcha: TPictureCaptcha): ShownCaptcha;
  /** Skips the first question. */
  method?: TLoginMethod;
}

export async function runInteractiveLogin(options: InteractiveLoginOptions): Promise<TTokenPair> {
  const { prompts, language } = options;
  const t = (key: TMessageKey, values?: Record<string, string | number>) => translate(language, key, values);
  const method =
    options.method ??
    (await prompts.select<TLoginMethod>({
      message: t('cliChooseLoginMethod'),
      choices: [
        { value: 'password', name: t('passwordLogin') },
        { value: 'sms', name: t('smsLogin') },
      ],
    }));
  return method === 'sms' ? smsLogin(options, t) : passwordLogin(options, t);
}

type T = (key: TMessageKey, values?: Record<string, string | number>) => string;

const required = (t: T) => (value: string) => value.trim() !== '' || t('required');

async function passwordLogin(options: InteractiveLoginOptions, t: T): Promise<TTokenPair> {
  const { api, prompts } = options;
  const username = (await prompts.input({ message: t('account'), validate: required(t) })).trim();
  const password = await prompts.password({ message: t('password'), validate: required(t) });
  return retrying(options, RETRY_CAPTCHA, async () => {
    const { captchaKey, captchaCode } = await askCaptcha(options, t);
    return logInWithPassword(api, { username, password, captchaKey, captchaCode, userOwnerType: 'OUTSIDE' });
  });
}

/** Shows captchas until one is answered; Enter alone asks for another picture. */
async function askCaptcha(
  options: InteractiveLoginOptions,
  t: T,
): Promise<{ captchaKey: string; captchaCode: string }> {
  const { api, prompts, out, showCaptcha } = options;
  for (;;) {
    const captcha = await fetchPictureCaptcha(api);
    const shown = showCaptcha(captcha);
    try {
      shown.lines.forEach((line) => out(line));
      out(t('cliCaptchaSaved', { path: shown.file }));
      const answer = await prompts.input({
        message: t('cliCaptchaPrompt'),
        validate: (value) => value.trim() === '' || parseCaptchaCode(value).valid || t('captchaInvalid'),
      });
      const parsed = parseCaptchaCode(answer);
      if (parsed.valid) return { captchaKey: captcha.captchaKey, captchaCode: parsed.value };
    } finally {
      shown.dispose();
    }
  }
}

async function smsLogin(options: InteractiveLoginOptions, t: T): Promise<TTokenPair> {
  const { api, prompts, out } = options;
  const mobile = (
    await prompts.input({ message: t('mobile'), validate: (value) => isMobile(value.trim()) || t('mobileInvalid') })
  ).trim();
  const sent = await sendLoginCode(api, mobile).catch((error: unknown) => {
    if (isAppError(error) && error.code === 'SMS_CAPTCHA_REQUIRED') {
      throw new CliError(t('cliSmsNeedsSecurityCheck'), EXIT.failure);
    }
    throw error;
  });
  out(t('cliCodeSent', { mobile: maskMobile(mobile), minutes: Math.max(1, Math.round(sent.expiresIn / 60)) }));
  return retrying(options, RETRY_SMS_CODE, async () => {
    const code = await prompts.input({
      message: t('smsCode'),
      validate: (value) => /^\d{6}$/.test(value.trim()) || t('codeInvalid'),
    });
    return logInWithSms(api, { mobile, code: code.trim() });
  });
}

/** Runs `attempt` again (up to LOGIN_ATTEMPTS in all) while it fails with one of `retryOn`. */
async function retrying<R>(
  options: InteractiveLoginOptions,
  retryOn: ReadonlySet<TErrorCode>,
  attempt: () => Promise<R>,
): Promise<R> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= LOGIN_ATTEMPTS || !isAppError(error) || !retryOn.has(error.code)) throw error;
      options.out(error.userMessage(options.language));
    }
  }
}

/** 13800000001 → 138****0001: enough to recognise one's number on a shared screen. */
function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}
