// The send-code button (spec items R-part-send-code, S-send-code-countdown) of the portal and the
// extension: after a code was sent it stays disabled for 60 s, counting the seconds down. A failed
// send (it throws, or answers false) starts no countdown: the caller shows why it failed.
import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { computeSendCodeCountdown } from '@ecsign/core/captcha';
import { useUiTexts } from '../texts/ui-texts';

const TICK_MS = 250;

export function SendCodeButton(props: {
  /** Sends the code; the countdown starts when it resolves, unless it resolves false (nothing sent). */
  onSend: () => Promise<unknown> | unknown;
  disabled?: boolean;
  now?: () => number;
  /** Tells two send buttons of one form apart in tests (default "send-code"). */
  testId?: string;
}) {
  const { onSend, disabled = false, now = Date.now, testId = 'send-code' } = props;
  const { t } = useUiTexts();
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [, setTick] = useState(0);
  const countdown = computeSendCodeCountdown({ startedAt, now: now() });

  useEffect(() => {
    if (!countdown.disabled) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), TICK_MS);
    return () => clearInterval(timer);
  }, [countdown.disabled]);

  async function send() {
    setSending(true);
    try {
      if ((await onSend()) !== false) setStartedAt(now());
    } catch {
      // The caller reports the failure; the button simply stays available.
    } finally {
      setSending(false);
    }
  }

  const label = countdown.disabled ? t('resendIn', { seconds: countdown.secondsLeft }) : t('sendCode');
  // The countdown text is longer than "send code": the button never shrinks below its text, and its
  // label is never cut (it sits beside an input in a row that would squeeze it).
  return (
    <Button
      variant="light"
      miw={130}
      title={label}
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
      loading={sending}
      disabled={disabled || countdown.disabled}
      onClick={() => void send()}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
