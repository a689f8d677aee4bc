// Menu management's endpoints (endpoints.menuSettings); each change answers with the whole tree
// as it now is.
import type { ApiClient } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';
import type { TMenuReorderRequest, TMenuUpdateRequest } from '@ecsign/core/model';

const declared = endpoints.menuSettings;

export const menuSettingsCalls = (api: ApiClient) => ({
  tree: () => api.call(declared.tree),
  update: (change: TMenuUpdateRequest) => api.call(declared.update, { body: change }),
  reorder: (change: TMenuReorderRequest) => api.call(declared.reorder, { body: change }),
  reset: (menuId: string) => api.call(declared.reset, { body: { menuId } }),
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
