// Runs core's security-check state machine (reduceCaptchaPopup) in React and performs the side
// effects each phase asks for: fetch pictures while loading, send the check while checking,
// refresh after a failure's delay, and hand the verification string over on success.
import { useEffect, useReducer, useRef } from 'react';
import { createCaptchaPopupState, reduceCaptchaPopup, type TCaptchaType } from '@ecsign/core/captcha';
import { isAppError } from '@ecsign/core/errors';
import type { TLanguage } from '@ecsign/core/i18n';
import type { CaptchaService } from './captcha-service';

export function useCaptchaPopup(options: {
  captchaType: TCaptchaType;
  /** Size the pictures are shown at (default the server's 310×155); points are scaled back from it. */
  displayWidth?: number;
  displayHeight?: number;
  service: CaptchaService;
  language: TLanguage;
  onSuccess(verification: string): void;
}) {
  const { captchaType, displayWidth, displayHeight, service, language } = options;
  const [state, dispatch] = useReducer(
    reduceCaptchaPopup,
    { captchaType, displayWidth, displayHeight },
    createCaptchaPopupState,
  );
  const { phase, pending, refreshAfterMs, verification } = state;
  // The newest callback and language, read by the effects without re-running them.
  const latest = useRef({ onSuccess: options.onSuccess, language });
  useEffect(() => {
    latest.current = { onSuccess: options.onSuccess, language };
  }, [options.onSuccess, language]);

  useEffect(() => {
    if (phase !== 'loading') return;
    let live = true;
    service.get(captchaType).then(
      (reply) => live && dispatch({ type: 'loaded', reply }),
      (error: unknown) => live && dispatch({ type: 'loadFailed', message: messageOf(error, latest.current.language) }),
    );
    return () => {
      live = false;
    };
  }, [phase, service, captchaType]);

  useEffect(() => {
    if (phase !== 'checking' || !pending) return;
    let live = true;
    service.check(pending.request).then(
      (reply) => live && dispatch({ type: 'checked', reply }),
      (error: unknown) => live && dispatch({ type: 'checkFailed', message: messageOf(error, latest.current.language) }),
    );
    return () => {
      live = false;
    };
  }, [phase, pending, service]);

  useEffect(() => {
    if (phase !== 'failure' || refreshAfterMs === null) return;
    const timer = setTimeout(() => dispatch({ type: 'refresh' }), refreshAfterMs);
    return () => clearTimeout(timer);
  }, [phase, refreshAfterMs]);

  useEffect(() => {
    if (phase === 'success' && verification) latest.current.onSuccess(verification);
  }, [phase, verification]);

  return { state, dispatch };
}

function messageOf(error: unknown, language: TLanguage): string | undefined {
  return isAppError(error) ? error.userMessage(language) : undefined;
}
