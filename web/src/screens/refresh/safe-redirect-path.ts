// Where /refresh may send the user back to: a path of this portal only (never another site, which
// `//host` or `/\host` would reach), and never /refresh itself.
export const DEFAULT_REDIRECT = '/home';

export function safeRedirectPath(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) {
    return DEFAULT_REDIRECT;
  }
  const url = new URL(redirect, 'http://portal.invalid');
  if (url.origin !== 'http://portal.invalid' || url.pathname === '/refresh') return DEFAULT_REDIRECT;
  return `${url.pathname}${url.search}${url.hash}`;
}
