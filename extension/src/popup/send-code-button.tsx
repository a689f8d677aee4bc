// The send-code button of the SMS login (spec item S-send-code-countdown): after a code was sent it stays disabled for
// 60 s, counting the seconds down. A failed send starts no countdown (the popup's alert says why).
import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { computeSendCodeCountdown } from '@ecsign/core/captcha';
import type { TMessageKey } from '@ecsign/core/i18n';

const TICK_MS = 250;

export function SendCodeButton(props: {
  /** Sends the code; resolves true when it was sent (the countdown starts then). */
  onSend: () => Promise<boolean>;
  now: () => number;
  t: (key: TMessageKey, values?: Record<string, string | number>) => string;
}) {
  const { onSend, now, t } = props;
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [, setTick] = useState(0);
  const countdown = computeSendCodeCountdown({ startedAt, now: now() });

  useEffect(() => {
    if (!countdown.disabled) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), TICK_MS);
    return () => clearInterval(timer);
  }, [countdown.disabled]);

  function send() {
    setSending(true);
    void onSend().then((sent) => {
      setSending(false);
      if (sent) setStartedAt(now());
    });
  }

  return (
    <Button
      variant="light"
      miw={120}
      px="xs"
      loading={sending}
      disabled={countdown.disabled}
      onClick={send}
      data-testid="send-code"
    >
      {countdown.disabled ? t('resendIn', { seconds: countdown.secondsLeft }) : t('sendCode')}
    </Button>
  );
}
