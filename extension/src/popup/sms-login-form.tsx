// The popup's SMS login: mobile number, the send-code button (scene LOGIN, 60 s countdown) and
// the 6-digit code; the login goes through mobile/token with the extension's client credentials.
// When the server wants the behaviour captcha before another code (SMS_CAPTCHA_REQUIRED, spec item
// R-part-security-check), the send opens the popup's slider and asks again with its proof.
import { useRef, useState, type FormEvent } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { TMessageKey } from '@ecsign/core/i18n';
import { isMobile } from '@ecsign/core/validation';
import type { TSmsCredentials } from '../connection/create-server-connection';
import { SecurityCheckPopup, type CaptchaService } from '@ecsign/ui/captcha';
import { SendCodeButton } from '@ecsign/ui/send-code-button';
import { POPUP_CAPTCHA_WIDTH } from './popup-captcha-width';

export function SmsLoginForm(props: {
  /** Sends the code, showing the slider if the server asks; false when it failed (the alert says why). */
  onSendCode: (mobile: string, askSecurityCheck: () => Promise<string | undefined>) => Promise<boolean>;
  /** The server's behaviour captcha, for the slider. */
  captchaService: CaptchaService;
  onLogIn: (credentials: TSmsCredentials) => Promise<boolean>;
  now: () => number;
  t: (key: TMessageKey, values?: Record<string, string | number>) => string;
}) {
  const { onSendCode, onLogIn, captchaService, now, t } = props;
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  // The send waiting for the slider: answered with its proof, or undefined when it was closed.
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

  const mobileProblem = () => (!mobile ? t('required') : isMobile(mobile) ? undefined : t('mobileInvalid'));

  async function send(): Promise<boolean> {
    const problem = mobileProblem();
    setErrors((current) => ({ ...current, mobile: problem }));
    return problem ? false : onSendCode(mobile, askSecurityCheck);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      mobile: mobileProblem(),
      code: !code ? t('required') : /^\d{6}$/.test(code) ? undefined : t('codeInvalid'),
    };
    setErrors(found);
    if (busy || found.mobile || found.code) return;
    setBusy(true);
    void onLogIn({ mobile, code }).then((loggedIn) => {
      setBusy(false);
      // The code sent stays good for a few more tries, so only the typed one is cleared.
      if (!loggedIn) setCode('');
    });
  }

  return (
    <form onSubmit={submit} noValidate data-testid="sms-login">
      <Stack gap="sm">
        <TextInput
          label={t('mobile')}
          placeholder={t('mobilePlaceholder')}
          value={mobile}
          onChange={(event) => setMobile(event.currentTarget.value.trim())}
          error={errors.mobile}
          inputMode="tel"
          autoComplete="tel"
          maxLength={11}
        />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('smsCode')}
            placeholder={t('smsCodePlaceholder')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
            error={errors.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <Stack gap={0} pt={25}>
            <SendCodeButton onSend={send} now={now} />
          </Stack>
        </Group>
        <Button type="submit" loading={busy} fullWidth>
          {t('login')}
        </Button>
      </Stack>
      <SecurityCheckPopup
        opened={checking}
        captchaType="blockPuzzle"
        service={captchaService}
        displayWidth={POPUP_CAPTCHA_WIDTH}
        onSuccess={settleCheck}
        onClose={() => settleCheck(undefined)}
      />
    </form>
  );
}
