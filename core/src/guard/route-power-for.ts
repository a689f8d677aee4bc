// Which power-guarded routes a permission list opens: what the server stores as route power.
import { can } from './can';
import { POWER_ROUTES, ROUTE_POWER, type TPowerRoute } from './permissions';

export function routePowerFor(permissions: readonly string[] | null | undefined): TPowerRoute[] {
  return POWER_ROUTES.filter((path) => can(permissions, ROUTE_POWER[path]));
}
