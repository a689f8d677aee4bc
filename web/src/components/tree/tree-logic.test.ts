import { describe, expect, it } from 'vitest';
import { filterTree } from './filter-tree';
import { findParentId } from './find-parent-id';
import { moveTreeNode } from './move-tree-node';
import { checkedNodeIds, toggleTreeCheck, treeCheckState } from './tree-checks';
import type { TTreeNode } from './tree-node';

const TREE: TTreeNode[] = [
  {
    id: 'hq',
    label: '总部',
    children: [
      { id: 'hr', label: '人事部', children: [{ id: 'hr1', label: 'Recruiting' }] },
      { id: 'it', label: '信息部' },
      { id: 'fin', label: '财务部' },
    ],
  },
  { id: 'branch', label: '分公司', children: [{ id: 'sales', label: '销售部' }] },
];

const ids = (nodes: readonly TTreeNode[]): unknown =>
  nodes.map((node) => (node.children?.length ? { [node.id]: ids(node.children) } : node.id));

describe('filterTree', () => {
  it('keeps the matches and the path to them', () => {
    expect(ids(filterTree(TREE, '信息'))).toEqual([{ hq: ['it'] }]);
    expect(ids(filterTree(TREE, 'recruit'))).toEqual([{ hq: [{ hr: ['hr1'] }] }]);
    expect(ids(filterTree(TREE, '部'))).toEqual([{ hq: ['hr', 'it', 'fin'] }, { branch: ['sales'] }]);
  });

  it('returns the tree as it is for an empty or blank text, and nothing when nothing matches', () => {
    expect(filterTree(TREE, '  ')).toBe(TREE);
    expect(filterTree(TREE, '不存在')).toEqual([]);
  });
});

describe('findParentId', () => {
  it('finds parents, null for roots and undefined for unknown ids', () => {
    expect(findParentId(TREE, 'hr1')).toBe('hr');
    expect(findParentId(TREE, 'it')).toBe('hq');
    expect(findParentId(TREE, 'branch')).toBeNull();
    expect(findParentId(TREE, 'nope')).toBeUndefined();
  });
});

describe('moveTreeNode', () => {
  it('moves a node down or up among its siblings', () => {
    expect(ids(moveTreeNode(TREE, { dragId: 'hr', dropId: 'fin' })!)).toEqual([
      { hq: ['it', 'fin', { hr: ['hr1'] }] },
      { branch: ['sales'] },
    ]);
    expect(ids(moveTreeNode(TREE, { dragId: 'fin', dropId: 'hr' })!)).toEqual([
      { hq: ['fin', { hr: ['hr1'] }, 'it'] },
      { branch: ['sales'] },
    ]);
    expect(ids(moveTreeNode(TREE, { dragId: 'branch', dropId: 'hq' })!)).toEqual([
      { branch: ['sales'] },
      { hq: [{ hr: ['hr1'] }, 'it', 'fin'] },
    ]);
  });

  it('refuses a drop onto a node with another parent, onto itself, or of an unknown node', () => {
    expect(moveTreeNode(TREE, { dragId: 'it', dropId: 'sales' })).toBeNull();
    expect(moveTreeNode(TREE, { dragId: 'it', dropId: 'hq' })).toBeNull();
    expect(moveTreeNode(TREE, { dragId: 'hr1', dropId: 'it' })).toBeNull();
    expect(moveTreeNode(TREE, { dragId: 'it', dropId: 'it' })).toBeNull();
    expect(moveTreeNode(TREE, { dragId: 'nope', dropId: 'it' })).toBeNull();
  });

  it('leaves the original tree untouched', () => {
    const before = JSON.stringify(TREE);
    moveTreeNode(TREE, { dragId: 'hr', dropId: 'fin' });
    expect(JSON.stringify(TREE)).toBe(before);
  });
});

describe('tree checks', () => {
  const hq = TREE[0]!;
  it('checks everything below a node and derives the parents', () => {
    const checked = toggleTreeCheck(hq, new Set(), true);
    expect([...checked].sort()).toEqual(['fin', 'hr1', 'it']);
    expect(checkedNodeIds(TREE, checked)).toEqual(['hq', 'hr', 'hr1', 'it', 'fin']);
    expect(treeCheckState(TREE[1]!, checked)).toBe('unchecked');
  });

  it('shows a parent half-checked when only some leaves are checked, and unchecks downwards', () => {
    const checked = toggleTreeCheck(hq.children![1]!, new Set(), true);
    expect(treeCheckState(hq, checked)).toBe('indeterminate');
    expect(checkedNodeIds(TREE, checked)).toEqual(['it']);
    expect(treeCheckState(hq, toggleTreeCheck(hq, checked, false))).toBe('unchecked');
  });
});
