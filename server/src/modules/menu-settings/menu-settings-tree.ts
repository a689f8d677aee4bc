// GET bc/assemble/menu/tree: the whole menu tree as staff manage it — every entry, hidden ones
// included, in the order and with the names the overrides give, beside the built-in names, the
// permissions that show each entry and the built-in roles those permissions open it for.
import {
  applyMenuOverrides,
  MENU_TREE,
  ROLE_PERMISSIONS,
  ROLES,
  ROUTE_TITLES,
  ROUTES,
  type MenuNode,
  type TRole,
} from '@ecsign/core/guard';
import type { TLocalizedText } from '@ecsign/core/i18n';
import type { TMenuSettingNode } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { loadMenuOverrides } from './load-menu-overrides';

/** The entry staff cannot hide: hiding it would lock them out of menu management. */
export const UNHIDEABLE_MENU = 'menuSettings';

export function builtInTitle(node: MenuNode): TLocalizedText {
  const original = findMenu(MENU_TREE, node.id) ?? node;
  if (original.title) return original.title;
  const key = ROUTES.find((route) => route.path === original.path)?.titleKey;
  return key ? ROUTE_TITLES[key] : { zh: node.id, en: node.id, 'zh-TW': node.id };
}

export function findMenu(nodes: readonly MenuNode[], id: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findMenu(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

function rolesOf(node: MenuNode): TRole[] {
  if (node.children) {
    const open = new Set(node.children.flatMap(rolesOf));
    return ROLES.filter((role) => open.has(role));
  }
  const anyOf = node.anyOf;
  if (!anyOf) return [...ROLES];
  return ROLES.filter((role) => anyOf.some((p) => (ROLE_PERMISSIONS[role] as readonly string[]).includes(p)));
}

export async function menuSettingsTree(context: AppContext): Promise<TMenuSettingNode[]> {
  const overrides = new Map((await loadMenuOverrides(context)).map((o) => [o.menuId, o]));
  const convert = (nodes: readonly MenuNode[]): TMenuSettingNode[] =>
    nodes.map((node) =>
      Object.freeze({
        id: node.id,
        path: node.path ?? null,
        icon: node.icon,
        defaultTitle: builtInTitle(node),
        title: overrides.get(node.id)?.title ?? null,
        hidden: node.hidden === true,
        anyOf: [...(node.anyOf ?? [])],
        roles: rolesOf(node),
        canHide: node.id !== UNHIDEABLE_MENU,
        children: convert(node.children ?? []),
      }),
    );
  return convert(applyMenuOverrides([...overrides.values()]));
}
