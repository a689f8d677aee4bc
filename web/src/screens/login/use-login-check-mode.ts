// Which captcha guards the password login. The picture captcha by default; once a login in this
// tab has failed (wrong captcha, wrong password, a locked account …), the security-check popup
// (slider puzzle) replaces it for the rest of the tab's session — a reload does not undo it, a
// new tab starts with the picture again. The server accepts either (token/accessToken takes
// captchaKey + captchaCode or captchaVerification) and rate-limits failures on its own.
import { useCallback, useState } from 'react';

export type TLoginCheckMode = 'picture' | 'securityCheck';

export const LOGIN_CHECK_STORAGE_KEY = 'loginSecurityCheck';

function readMode(): TLoginCheckMode {
  try {
    return window.sessionStorage.getItem(LOGIN_CHECK_STORAGE_KEY) === '1' ? 'securityCheck' : 'picture';
  } catch {
    return 'picture';
  }
}

export function useLoginCheckMode(): { mode: TLoginCheckMode; escalate(): void } {
  const [mode, setMode] = useState(readMode);
  const escalate = useCallback(() => {
    try {
      window.sessionStorage.setItem(LOGIN_CHECK_STORAGE_KEY, '1');
    } catch {
      // Without storage the escalation lasts as long as the page.
    }
    setMode('securityCheck');
  }, []);
  return { mode, escalate };
}
