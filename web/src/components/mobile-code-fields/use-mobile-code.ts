// A mobile number and the SMS code sent to it for one scene (spec items C-send-auth-code, V-mobile, V-code-required), as the forms of
// registration, password reset, SMS login and changing the number keep them: the two values, the
// send (the number is checked first; a failed send shows next to it) and the checks before a call.
import { useState } from 'react';
import type { ApiClient } from '@ecsign/core/api';
import type { TAuthCodeScene } from '@ecsign/core/model';
import type { ErrorRoutes } from '../../forms/field-for-error';
import { fieldProblem } from '../../forms/field-problem';
import { sendSmsCode } from '../../forms/send-sms-code';
import type { TFieldErrors } from '../../forms/use-field-errors';
import { useI18n } from '../../i18n/i18n-context';

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
}

export function useMobileCode<F extends string>(options: {
  api: Pick<ApiClient, 'request'>;
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
        await sendSmsCode(api, { mobile, scene });
      } catch (caught) {
        form.fail(caught, sendErrors);
        throw caught;
      }
    },
    problems: () =>
      ({
        [fields.mobile]: fieldProblem('mobile', mobile, language),
        [fields.code]: fieldProblem('smsCode', code, language),
      }) as TFieldErrors<F>,
  };
}
