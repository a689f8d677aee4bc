// The send-code button: disabled for 60 s after a code is sent, showing the seconds left (spec item S-send-code-countdown).
import { SEND_CODE_COUNTDOWN_SECONDS } from './constants';

export type TSendCodeCountdown = { disabled: boolean; secondsLeft: number };

export type TCountdownOptions = {
  /** When the code was sent (ms since the epoch), or null if not yet. */
  startedAt: number | null;
  now: number;
};

/**
 * Seconds are rounded up, so the label reads 60 right after sending and 1 in the last second.
 * A clock that went backwards ends the countdown rather than freezing the button.
 */
export function computeSendCodeCountdown({ startedAt, now }: TCountdownOptions): TSendCodeCountdown {
  if (startedAt === null || now < startedAt) return { disabled: false, secondsLeft: 0 };
  const leftMs = SEND_CODE_COUNTDOWN_SECONDS * 1000 - (now - startedAt);
  if (leftMs <= 0) return { disabled: false, secondsLeft: 0 };
  return { disabled: true, secondsLeft: Math.ceil(leftMs / 1000) };
}
