// The paths anyone may open without logging in: spec item R-guard-open-paths, exactly as listed,
// plus the two pages a visitor needs before having a session — registration and password reset
// (routes the spec does not list, which a visitor without an account cannot do without).
import { normalizePath } from './normalize-path';

export const OPEN_PATHS = [
  '/validationFile',
  '/verify',
  '/home',
  '/login',
  '/agreenment/1',
  '/agreenment/2',
  '/agreenment/3',
  '/contract/signedManager/personalSignatureTpl',
  '/passwordResult',
  '/passwordResult/200/RESET',
  '/passwordResult/200/REGIST',
  '/singleSignOn',
  '/page',
  '/demo',
  '/loginInternal',
  '/loginTransfer',
  '/paperPdfPreview',
  '/previewNotice',
  '/auth/person',
  '/single/auth/person',
  '/prePlaced',
  '/register',
  '/resetPassword',
] as const;

const OPEN: ReadonlySet<string> = new Set(OPEN_PATHS);

/**
 * Open by prefix: /i/<ticket>, the SMS invitation link of a contract party who has no account yet
 * (the page shows nothing of the contract until the ticket is spent by that number's person).
 */
export const OPEN_PATH_PREFIXES = ['/i/'] as const;

export function isOpenPath(target: string): boolean {
  const path = normalizePath(target);
  return OPEN.has(path) || OPEN_PATH_PREFIXES.some((prefix) => path.startsWith(prefix) && path.length > prefix.length);
}
