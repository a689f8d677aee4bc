// The menu tree with platform staff's overrides (menu management): their names replace the
// built-in ones, hidden entries are flagged (menusFor leaves them out), and siblings follow the
// stored order — entries without one keep their built-in place after the ordered ones. Unknown ids
// (an entry removed from MENU_TREE since) are ignored.
import type { TLocalizedText } from '../i18n/language';
import { MENU_TREE, type MenuNode } from './menus';

export interface TMenuOverride {
  menuId: string;
  title: TLocalizedText | null;
  sortOrder: number | null;
  hidden: boolean;
}

export function applyMenuOverrides(
  overrides: readonly TMenuOverride[],
  tree: readonly MenuNode[] = MENU_TREE,
): MenuNode[] {
  const byId = new Map(overrides.map((override) => [override.menuId, override]));
  const apply = (nodes: readonly MenuNode[]): MenuNode[] =>
    nodes
      .map((node, index) => {
        const override = byId.get(node.id);
        const changed: MenuNode = { ...node };
        if (override?.title) changed.title = override.title;
        if (override?.hidden) changed.hidden = true;
        if (node.children) changed.children = apply(node.children);
        return { node: changed, key: override?.sortOrder ?? Number.MAX_SAFE_INTEGER, index };
      })
      .sort((a, b) => a.key - b.key || a.index - b.index)
      .map((entry) => entry.node);
  return apply(tree);
}
