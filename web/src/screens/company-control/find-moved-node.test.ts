import { describe, expect, it } from 'vitest';
import type { TTreeNode } from '../../components/tree/tree-node';
import { findMovedNode } from './find-moved-node';

const node = (id: string, children?: TTreeNode[]): TTreeNode => ({
  id,
  label: id,
  ...(children ? { children } : {}),
});

describe('findMovedNode', () => {
  it('finds a top-level node moved forward and its new position', () => {
    const before = [node('a'), node('b'), node('c'), node('d')];
    const after = [node('c'), node('a'), node('b'), node('d')];
    expect(findMovedNode(before, after)).toEqual({ id: 'c', parentId: null, position: 0 });
  });

  it('finds a child moved backward under its parent', () => {
    const before = [node('p', [node('x'), node('y'), node('z')]), node('q')];
    const after = [node('p', [node('y'), node('z'), node('x')]), node('q')];
    expect(findMovedNode(before, after)).toEqual({ id: 'x', parentId: 'p', position: 2 });
  });

  it('answers null when nothing moved', () => {
    const tree = [node('a', [node('b')])];
    expect(findMovedNode(tree, tree)).toBeNull();
  });
});
