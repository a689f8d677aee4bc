// Where an expired session (status 70000401) sends the user (spec item R-guard-session-expired): the login page of their
// kind, or nowhere when they are already on a login page.
import { normalizePath } from './normalize-path';
import { INTERNAL_LOGIN_PATH, LOGIN_PATH, LOGIN_PATHS } from './route-paths';

export function redirectAfterSessionExpired(
  currentPath: string,
  storedOwnerType: string | null | undefined,
): '/login' | '/loginInternal' | null {
  if (LOGIN_PATHS.includes(normalizePath(currentPath))) return null;
  return storedOwnerType === 'INSIDE' ? INTERNAL_LOGIN_PATH : LOGIN_PATH;
}
