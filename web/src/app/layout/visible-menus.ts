// The part of the server's menu tree a user can follow: leaves whose path is reachable, and groups
// that keep at least one of them.
import type { TMenuItem } from '@ecsign/core/session';

export function visibleMenus(items: readonly TMenuItem[], reachable: (path: string) => boolean): TMenuItem[] {
  const visible: TMenuItem[] = [];
  for (const item of items) {
    if (item.children) {
      const children = visibleMenus(item.children, reachable);
      if (children.length > 0) visible.push({ ...item, children });
    } else if (item.path && reachable(item.path)) {
      visible.push(item);
    }
  }
  return visible;
}
