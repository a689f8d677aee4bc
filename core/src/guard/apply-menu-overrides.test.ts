import { describe, expect, it } from 'vitest';
import { applyMenuOverrides } from './apply-menu-overrides';
import type { MenuNode } from './menus';
import { menusFor } from './menus-for';
import { permissionsForRole } from './permissions-for-role';

const TREE: MenuNode[] = [
  { id: 'a', path: '/home', icon: 'x' },
  {
    id: 'g',
    title: { zh: '组', en: 'Group', 'zh-TW': '組' },
    icon: 'x',
    children: [
      { id: 'g1', path: '/contact', icon: 'x' },
      { id: 'g2', path: '/help/index', icon: 'x' },
      { id: 'g3', path: '/file/valid', icon: 'x' },
    ],
  },
  { id: 'b', path: '/account/index', icon: 'x' },
];
const none = { title: null, sortOrder: null, hidden: false };
const ids = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.id, ...ids([...(n.children ?? [])])]);

describe('applyMenuOverrides', () => {
  it('leaves the tree as built without overrides', () => {
    expect(applyMenuOverrides([], TREE)).toEqual(TREE);
  });

  it('orders siblings by the stored order, unordered ones after in their built-in place', () => {
    const tree = applyMenuOverrides(
      [
        { ...none, menuId: 'g3', sortOrder: 0 },
        { ...none, menuId: 'b', sortOrder: 0 },
      ],
      TREE,
    );
    expect(ids(tree)).toEqual(['b', 'a', 'g', 'g3', 'g1', 'g2']);
  });

  it('renames in every language and flags hidden entries, which menusFor then leaves out', () => {
    const title = { zh: '首页二', en: 'Start', 'zh-TW': '首頁二' };
    const tree = applyMenuOverrides(
      [
        { ...none, menuId: 'a', title },
        { ...none, menuId: 'g2', hidden: true },
        { ...none, menuId: 'nowhere', hidden: true },
      ],
      TREE,
    );
    expect(tree[0]!.title).toEqual(title);
    expect(tree[1]!.children!.find((n) => n.id === 'g2')!.hidden).toBe(true);
    const menus = menusFor(permissionsForRole('ADMIN'), 'en', tree);
    expect(menus[0]!.name).toBe('Start');
    expect(menus[1]!.children!.map((item) => item.id)).toEqual(['g1', 'g3']);
  });

  it('drops a group whose children are all hidden', () => {
    const hidden = ['g1', 'g2', 'g3'].map((menuId) => ({ ...none, menuId, hidden: true }));
    const menus = menusFor(permissionsForRole('ADMIN'), 'zh', applyMenuOverrides(hidden, TREE));
    expect(menus.map((item) => item.id)).toEqual(['a', 'b']);
  });
});
