// The page a face check was started from, kept in session storage while the person is at the
// provider, so /authBackPage can send them back there — also when the check failed and the
// result names no subject.
const KEY = 'ecsign.faceCheckReturn';

export function rememberFaceReturn(path: '/auth/person' | '/single/auth/person' | '/auth/company'): void {
  window.sessionStorage.setItem(KEY, path);
}

export function faceReturnPath(subjectType?: 'PERSON' | 'ENTERPRISE'): string {
  const stored = window.sessionStorage.getItem(KEY);
  if (stored === '/auth/person' || stored === '/single/auth/person' || stored === '/auth/company') return stored;
  return subjectType === 'ENTERPRISE' ? '/auth/company' : '/auth/person';
}
