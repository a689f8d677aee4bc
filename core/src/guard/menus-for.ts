// The menu tree a permission list opens, in one language: leaves whose permission is missing are
// left out, and so are groups left empty.
import { DEFAULT_LANGUAGE, type TLanguage } from '../i18n/language';
import type { TMenuItem } from '../session/session-schemas';
import { can } from './can';
import { MENU_TREE, type MenuNode } from './menus';
import { ROUTE_TITLES } from './route-titles';
import { ROUTES } from './routes';

function title(node: MenuNode, language: TLanguage): string {
  if (node.title) return node.title[language];
  const titleKey = ROUTES.find((route) => route.path === node.path)?.titleKey;
  return titleKey ? ROUTE_TITLES[titleKey][language] : node.id;
}

function shows(node: MenuNode, permissions: readonly string[] | null | undefined): boolean {
  if (node.hidden) return false;
  return !node.anyOf || node.anyOf.some((permission) => can(permissions, permission));
}

function prune(
  nodes: readonly MenuNode[],
  permissions: readonly string[] | null | undefined,
  language: TLanguage,
): TMenuItem[] {
  const items: TMenuItem[] = [];
  for (const node of nodes) {
    if (!shows(node, permissions)) continue;
    const item: TMenuItem = { id: node.id, name: title(node, language), icon: node.icon };
    if (node.path) item.path = node.path;
    if (node.children) {
      const children = prune(node.children, permissions, language);
      if (children.length === 0) continue;
      item.children = children;
    }
    items.push(item);
  }
  return items;
}

/** `tree` is MENU_TREE unless the server passes it with the staff's overrides applied (applyMenuOverrides). */
export function menusFor(
  permissions: readonly string[] | null | undefined,
  language: TLanguage = DEFAULT_LANGUAGE,
  tree: readonly MenuNode[] = MENU_TREE,
): TMenuItem[] {
  return prune(tree, permissions, language);
}
