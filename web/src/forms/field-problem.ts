// The form checks done before a call, one kind of field each, with the text to show next to the
// field (core's rules: spec items V-password, V-mobile, V-code-required, V-captcha-code, V-email).
// A password failing the rule shows the catalogue's PASSWORD_WEAK text; the strength box lists why.
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import { translate, type TLanguage } from '@ecsign/core/i18n';
import { isEmail, isMobile, parseCaptchaCode, validatePassword } from '@ecsign/core/validation';

export type TFieldKind = 'required' | 'mobile' | 'smsCode' | 'captcha' | 'email' | 'newPassword';

const SMS_CODE = /^\d{6}$/;

export function fieldProblem(kind: TFieldKind, value: string, language: TLanguage): string | undefined {
  const text = kind === 'newPassword' ? value : value.trim();
  if (text === '') return translate(language, 'required');
  switch (kind) {
    case 'required':
      return undefined;
    case 'mobile':
      return isMobile(text) ? undefined : translate(language, 'mobileInvalid');
    case 'smsCode':
      return SMS_CODE.test(text) ? undefined : translate(language, 'codeInvalid');
    case 'captcha':
      return parseCaptchaCode(text).valid ? undefined : translate(language, 'captchaInvalid');
    case 'email':
      return isEmail(text) ? undefined : translate(language, 'emailInvalid');
    case 'newPassword':
      return validatePassword(text).valid ? undefined : ERROR_CATALOGUE.PASSWORD_WEAK.text[language];
  }
}
