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

export function isOpenPath(target: string): boolean {
  return OPEN.has(normalizePath(target));
}
