// The mobile number and, under it, the SMS code with its send button (60 s countdown): the block
// the forms of registration, password reset, SMS login and changing the number share, with the
// security-check popup a send opens when the server asks for it (spec item R-part-security-check).
import type { ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { CodeInput } from '../../forms/code-input';
import { useI18n } from '../../i18n/i18n-context';
import { SecurityCheckPopup } from '@ecsign/ui/captcha';
import type { MobileCode } from './use-mobile-code';

export function MobileCodeFields<F extends string>(props: {
  value: MobileCode<F>;
  mobileError?: ReactNode;
  codeError?: ReactNode;
  /** Default: "mobile number" and "SMS code". */
  mobileLabel?: string;
  codeLabel?: string;
  /** A number other than the person's own: the browser must not offer the saved one. */
  newNumber?: boolean;
  sendTestId?: string;
}) {
  const { value, newNumber = false } = props;
  const { t } = useI18n();
  return (
    <>
      <TextInput
        label={props.mobileLabel ?? t('mobile')}
        placeholder={t('mobilePlaceholder')}
        inputMode="tel"
        autoComplete={newNumber ? undefined : 'tel'}
        maxLength={11}
        value={value.mobile}
        error={props.mobileError}
        onChange={(event) => value.changeMobile(event.currentTarget.value)}
      />
      <CodeInput
        label={props.codeLabel ?? t('smsCode')}
        value={value.code}
        error={props.codeError}
        onSend={value.send}
        sendTestId={props.sendTestId}
        onChange={value.changeCode}
      />
      <SecurityCheckPopup captchaType="blockPuzzle" {...value.securityCheck} />
    </>
  );
}
