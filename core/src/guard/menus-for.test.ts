import { describe, expect, it } from 'vitest';
import type { TMenuItem } from '../session/session-schemas';
import { ZMenuList } from '../session/session-schemas';
import { MENU_TREE, type MenuNode } from './menus';
import { menusFor } from './menus-for';
import { ROLES, type TRole } from './permissions';
import { permissionsForRole } from './permissions-for-role';
import { routePowerFor } from './route-power-for';
import { ROLE_MENU_LEAVES } from '../test-support/role-menu-leaves.fixture';
import { ROUTES } from './routes';

function flatNodes(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [node, ...flatNodes(node.children ?? [])]);
}
function flatItems(items: readonly TMenuItem[]): TMenuItem[] {
  return items.flatMap((item) => [item, ...flatItems(item.children ?? [])]);
}
const leafIds = (items: readonly TMenuItem[]) =>
  flatItems(items)
    .filter((item) => item.path)
    .map((item) => item.id);
const NODES = new Map(flatNodes(MENU_TREE).map((node) => [node.id, node]));

describe('MENU_TREE', () => {
  it('gives every node its own id', () => {
    expect(NODES.size).toBe(flatNodes(MENU_TREE).length);
  });

  it('points every leaf at a titled shell route of the route table, and groups at none', () => {
    for (const node of flatNodes(MENU_TREE)) {
      if (node.children) {
        expect(node.path, node.id).toBeUndefined();
        expect(node.title, node.id).toBeDefined();
        continue;
      }
      const route = ROUTES.find((candidate) => candidate.path === node.path);
      expect(route?.layout, node.id).toBe('shell');
      expect(route?.titleKey, node.id).toBeDefined();
    }
  });
});

describe('menusFor', () => {
  const forRole = (role: TRole) => menusFor(permissionsForRole(role));

  it.each(ROLES)('opens for %s exactly the leaves of its role', (role) => {
    expect(leafIds(forRole(role))).toEqual(ROLE_MENU_LEAVES[role]);
  });

  it.each(ROLES)('never shows %s an item its permissions lack, and is a valid menu list', (role) => {
    const permissions = permissionsForRole(role);
    const menus = forRole(role);
    expect(ZMenuList.safeParse(menus).success).toBe(true);
    for (const item of flatItems(menus)) {
      const anyOf = NODES.get(item.id)?.anyOf;
      if (anyOf)
        expect(
          anyOf.some((p) => permissions.includes(p)),
          `${role} ${item.id}`,
        ).toBe(true);
    }
  });

  it.each(ROLES)('agrees with the route power of %s on the two contract-start routes', (role) => {
    const permissions = permissionsForRole(role);
    const paths = flatItems(menusFor(permissions)).map((item) => item.path);
    for (const path of ['/hrcontract/startHRContract', '/entcontract/startEntContract'] as const)
      expect(paths.includes(path), `${role} ${path}`).toBe(routePowerFor(permissions).includes(path));
  });

  it('drops a group whose children are all hidden, and keeps the ones open to everyone', () => {
    const menus = menusFor([]);
    expect(menus.map((item) => item.id)).toEqual(['home', 'account', 'fileValid', 'help']);
    expect(menus.find((item) => item.id === 'account')?.children?.map((item) => item.id)).toEqual(['accountIndex']);
    expect(menusFor(undefined)).toEqual(menus);
  });

  it('names the items in the asked language', () => {
    const names = (language: 'zh' | 'en' | 'zh-TW') =>
      menusFor(permissionsForRole('HR'), language)
        .slice(0, 2)
        .map((item) => item.name);
    expect(names('zh')).toEqual(['首页', '合同管理']);
    expect(names('en')[1]).toBe('Contracts');
    expect(names('zh-TW')[1]).toBe('合同管理');
    expect(menusFor(permissionsForRole('HR'))[1]?.children?.[0]).toEqual({
      id: 'startEntContract',
      name: '发起合同',
      path: '/entcontract/startEntContract',
      icon: 'file-plus',
    });
  });

  it('ignores unknown permission names', () => {
    expect(menusFor(['platform:everything', 'CONTRACT:VIEW'])).toEqual(menusFor([]));
  });
});
