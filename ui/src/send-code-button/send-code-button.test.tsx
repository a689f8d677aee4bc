// Spec items this file exercises (docs/spec-items.md): R-part-send-code.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { SEND_CODE_COUNTDOWN_SECONDS } from '@ecsign/core/captcha';
import { renderWithTexts } from '../test-support/render-with-texts';
import { SendCodeButton } from './send-code-button';

const button = () => screen.getByTestId('send-code') as HTMLButtonElement;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function click() {
  await act(async () => {
    fireEvent.click(button());
  });
}

describe('SendCodeButton', () => {
  it('counts 60 s down after sending, disabled meanwhile, then offers to send again', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    renderWithTexts(<SendCodeButton onSend={onSend} />);
    expect(button().textContent).toBe('获取验证码');
    await click();
    expect(onSend).toHaveBeenCalledOnce();
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe(`${SEND_CODE_COUNTDOWN_SECONDS}秒后重新获取`);

    act(() => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('59秒后重新获取');
    await click();
    expect(onSend).toHaveBeenCalledOnce();

    act(() => vi.advanceTimersByTime(58_000));
    expect(button().textContent).toBe('1秒后重新获取');
    expect(button().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('获取验证码');
    expect(button().disabled).toBe(false);
  });

  it('starts no countdown when sending fails', async () => {
    const onSend = vi.fn().mockRejectedValue(new Error('network'));
    renderWithTexts(<SendCodeButton onSend={onSend} />);
    await click();
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('获取验证码');
  });

  it('starts no countdown when the send answers false (nothing was sent, as the extension reports it)', async () => {
    const onSend = vi.fn().mockResolvedValue(false);
    renderWithTexts(<SendCodeButton onSend={onSend} />);
    await click();
    expect(onSend).toHaveBeenCalledOnce();
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('获取验证码');
  });

  it('speaks English', async () => {
    renderWithTexts(<SendCodeButton onSend={() => undefined} />, { language: 'en' });
    expect(button().textContent).toBe('Send code');
    await click();
    expect(button().textContent).toBe('Resend in 60 s');
  });

  it('keeps the whole countdown label: never shrunk beside an input, never cut, and as a tooltip', async () => {
    renderWithTexts(<SendCodeButton onSend={vi.fn().mockResolvedValue(undefined)} />);
    await click();
    const label = `${SEND_CODE_COUNTDOWN_SECONDS}秒后重新获取`;
    expect(button().getAttribute('title')).toBe(label);
    expect(button().style.flexShrink).toBe('0');
    expect(button().querySelector<HTMLElement>('.mantine-Button-label')!.style.overflow).toBe('visible');
  });
});
