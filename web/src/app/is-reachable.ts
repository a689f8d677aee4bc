// Whether a link to `path` leads somewhere for this session: the route exists, its screen is built
// (SCREENS), and core's navigation guard lets the session in (no redirect to a login or
// verification page, no missing route power). Menus show only such links.
import { decideNavigation, matchRoute } from '@ecsign/core/guard';
import type { TSessionSnapshot } from '@ecsign/core/session';
import { SCREENS } from './screens';

export function isReachable(
  path: string,
  session: TSessionSnapshot,
  /** The built screens; a test passes a table with one left out. */
  screens: Readonly<Record<string, unknown>> = SCREENS,
): boolean {
  const match = matchRoute(path);
  if (match.kind !== 'route' || !screens[match.route.screen]) return false;
  return decideNavigation({ path, session }).kind === 'allow';
}
