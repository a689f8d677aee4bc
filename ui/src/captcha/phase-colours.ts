// The colour of the security check's bar in each phase: neutral while waiting, blue while the
// user acts or the server checks, green on success and red on failure (spec item S-captcha-check).
import type { TCaptchaPhase } from '@ecsign/core/captcha';

export type TBarTone = 'neutral' | 'active' | 'success' | 'failure';

export const BAR_TONES: Record<TCaptchaPhase, TBarTone> = {
  loading: 'neutral',
  unavailable: 'neutral',
  idle: 'neutral',
  dragging: 'active',
  clicking: 'active',
  checking: 'active',
  success: 'success',
  failure: 'failure',
};

export const TONE_COLOURS: Record<TBarTone, { border: string; fill: string; text: string }> = {
  neutral: {
    border: 'var(--mantine-color-gray-4)',
    fill: 'var(--mantine-color-gray-0)',
    text: 'var(--mantine-color-dimmed)',
  },
  active: {
    border: 'var(--mantine-color-blue-5)',
    fill: 'var(--mantine-color-blue-0)',
    text: 'var(--mantine-color-blue-7)',
  },
  success: {
    border: 'var(--mantine-color-green-6)',
    fill: 'var(--mantine-color-green-0)',
    text: 'var(--mantine-color-green-8)',
  },
  failure: {
    border: 'var(--mantine-color-red-6)',
    fill: 'var(--mantine-color-red-0)',
    text: 'var(--mantine-color-red-7)',
  },
};
