// Paths the guard sends people to.
export const ROOT_PATH = '/';
export const LOGIN_PATH = '/login';
export const INTERNAL_LOGIN_PATH = '/loginInternal';
export const NOT_FOUND_PATH = '/404';
export const PERSON_AUTH_PATH = '/auth/person';
export const COMPANY_AUTH_PATH = '/auth/company';
/** Where a one-time ticket in a URL's `token` is traded for a session (spec item R-auth-token-back-page). */
export const TOKEN_BACK_PATH = '/authTokenBackPage';
/** Pages where an expired session does not redirect (spec item R-guard-session-expired). */
export const LOGIN_PATHS: readonly string[] = [LOGIN_PATH, INTERNAL_LOGIN_PATH];
/** Every route change scrolls to the top after this delay (spec item K-scroll-delay). */
export const SCROLL_TO_TOP_DELAY_MS = 500;
