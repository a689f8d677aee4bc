// A mobile number and the SMS code sent to it for one scene (spec items C-send-auth-code, V-mobile, V-code-required), as the forms of
// registration, password reset, SMS login and changing the number keep them: the two values, the
// send (the number is checked first; a failed send shows next to it) and the checks before a call.
// When the server wants the behaviour captcha before another code (SMS_CAPTCHA_REQUIRED), the send
// opens the security-check popup and, once the slider is passed, sends again with its proof.
import { useMemo, useRef, useState } from 'react';
import type { ApiClient } from '@ecsign/core/api';
import { sendWithSecurityCheck } from '@ecsign/core/captcha';
import type { TAuthCodeScene } from '@ecsign/core/model';
import type { ErrorRoutes } from '../../forms/field-for-error';
import { fieldProblem } from '../../forms/field-problem';
import { sendSmsCode } from '../../forms/send-sms-code';
import type { TFieldErrors } from '../../forms/use-field-errors';
import { useI18n } from '../../i18n/i18n-context';
import { createCaptchaService, type CaptchaService } from '@ecsign/ui/captcha';

/** What the hook needs of the form's useFieldErrors. */
export interface FieldErrorsControl<F extends string> {
  check(next: TFieldErrors<F>): boolean;
  clear(field: F): void;
  fail(error: unknown, other?: ErrorRoutes<F>): void;
}

export interface MobileCode<F extends string> {
  mobile: string;
  code: string;
  changeMobile(value: string): void;
  changeCode(value: string): void;
  /** Sends the code; throws (starting no countdown) when the number is invalid or the send failed. */
  send(): Promise<void>;
  /** The checks of both fields, to merge into the form's check before its call. */
  problems(): TFieldErrors<F>;
  /** The security-check popup a send may open (MobileCodeFields shows it). */
  securityCheck: SecurityCheckControl;
}

export interface SecurityCheckControl {
  opened: boolean;
  service: CaptchaService;
  onSuccess(verification: string): void;
  onClose(): void;
}

export function useMobileCode<F extends string>(options: {
  api: Pick<ApiClient, 'call' | 'request'>;
  scene: TAuthCodeScene;
  /** The form's names of the two fields (their errors are routed to these). */
  fields: { mobile: F; code: F };
  form: FieldErrorsControl<F>;
  /** Where the errors of a failed send go. */
  sendErrors: ErrorRoutes<F>;
}): MobileCode<F> {
  const { api, scene, fields, form, sendErrors } = options;
  const { language } = useI18n();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const captchaService = useMemo(() => createCaptchaService(api), [api]);
  const [checking, setChecking] = useState(false);
  // The send waiting for the popup: answered with the proof, or undefined when it was closed.
  const waitingCheck = useRef<((verification: string | undefined) => void) | null>(null);
  const settleCheck = (verification: string | undefined) => {
    const answer = waitingCheck.current;
    waitingCheck.current = null;
    setChecking(false);
    answer?.(verification);
  };
  const askSecurityCheck = () =>
    new Promise<string | undefined>((resolve) => {
      waitingCheck.current = resolve;
      setChecking(true);
    });

  return {
    mobile,
    code,
    changeMobile(value) {
      setMobile(value.trim());
      form.clear(fields.mobile);
    },
    changeCode(value) {
      setCode(value);
      form.clear(fields.code);
    },
    async send() {
      const problem = fieldProblem('mobile', mobile, language);
      if (!form.check({ [fields.mobile]: problem } as TFieldErrors<F>)) throw new Error(problem);
      try {
        await sendWithSecurityCheck(
          (captchaVerification) => sendSmsCode(api, { mobile, scene, captchaVerification }),
          askSecurityCheck,
        );
      } catch (caught) {
        // A closed security check is about the send, so its refusal shows next to the number.
        form.fail(caught, { ...sendErrors, codes: { SMS_CAPTCHA_REQUIRED: fields.mobile, ...sendErrors.codes } });
        throw caught;
      }
    },
    problems: () =>
      ({
        [fields.mobile]: fieldProblem('mobile', mobile, language),
        [fields.code]: fieldProblem('smsCode', code, language),
      }) as TFieldErrors<F>,
    securityCheck: {
      opened: checking,
      service: captchaService,
      onSuccess: settleCheck,
      onClose: () => settleCheck(undefined),
    },
  };
}
