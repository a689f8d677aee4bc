// Menu management's endpoints (bodies from core/model/menu-settings.ts); each change answers with
// the whole tree as it now is.
import type { ApiClient } from '@ecsign/core/api';
import { ZMenuSettingTree, type TMenuReorderRequest, type TMenuUpdateRequest } from '@ecsign/core/model';

const M = 'bc/assemble/menu';

export const menuSettingsCalls = (api: ApiClient) => ({
  tree: () => api.request({ method: 'GET', path: `${M}/tree` }, ZMenuSettingTree),
  update: (change: TMenuUpdateRequest) =>
    api.request({ method: 'POST', path: `${M}/update`, json: change }, ZMenuSettingTree),
  reorder: (change: TMenuReorderRequest) =>
    api.request({ method: 'POST', path: `${M}/reorder`, json: change }, ZMenuSettingTree),
  reset: (menuId: string) => api.request({ method: 'POST', path: `${M}/reset`, json: { menuId } }, ZMenuSettingTree),
});

/** The sibling ids with `id` moved one place up (-1) or down (+1); null when it cannot move. */
export function movedOrder(siblings: readonly string[], id: string, step: -1 | 1): string[] | null {
  const from = siblings.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= siblings.length) return null;
  const order = [...siblings];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}
