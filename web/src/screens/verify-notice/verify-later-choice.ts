// "Later" on the verify-now-or-later notice holds for the browser session (session storage, like
// the rest of the portal's session), so the notice does not come back on every page.
const KEY = 'ecsign.verifyLater';

export function choseVerifyLater(): boolean {
  return window.sessionStorage.getItem(KEY) === '1';
}

export function rememberVerifyLater(): void {
  window.sessionStorage.setItem(KEY, '1');
}
