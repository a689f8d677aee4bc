// The page a face check was started from, kept in session storage while the person is at the
// provider, so /authBackPage can send them back there — also when the check failed and the
// result names no subject. The page's own ?redirect= (where an invited signer goes on to sign
// once verified) is kept with it, so the way on survives the trip to the provider.
import { safeRedirectPath } from '../refresh/safe-redirect-path';

const KEY = 'ecsign.faceCheckReturn';
const REDIRECT_KEY = 'ecsign.faceCheckRedirect';

export function rememberFaceReturn(
  path: '/auth/person' | '/single/auth/person' | '/auth/company',
  redirect?: string | null,
): void {
  window.sessionStorage.setItem(KEY, path);
  if (redirect) window.sessionStorage.setItem(REDIRECT_KEY, safeRedirectPath(redirect));
  else window.sessionStorage.removeItem(REDIRECT_KEY);
}

export function faceReturnPath(subjectType?: 'PERSON' | 'ENTERPRISE'): string {
  const stored = window.sessionStorage.getItem(KEY);
  if (stored === '/auth/person' || stored === '/single/auth/person' || stored === '/auth/company') {
    const redirect = window.sessionStorage.getItem(REDIRECT_KEY);
    return redirect ? `${stored}?redirect=${encodeURIComponent(redirect)}` : stored;
  }
  return subjectType === 'ENTERPRISE' ? '/auth/company' : '/auth/person';
}
