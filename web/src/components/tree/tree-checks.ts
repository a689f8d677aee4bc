// Check boxes of the tree, cascading both ways: checking a node checks everything below it, and a
// node shows checked when all the leaves below it are, half-checked when only some are. The
// checked leaves are the state; parents are derived from them.
import type { TTreeNode } from './tree-node';

export type TCheckState = 'checked' | 'indeterminate' | 'unchecked';

export function leafIds(node: TTreeNode): string[] {
  return node.children && node.children.length > 0 ? node.children.flatMap(leafIds) : [node.id];
}

export function treeCheckState(node: TTreeNode, checkedLeaves: ReadonlySet<string>): TCheckState {
  const leaves = leafIds(node);
  const count = leaves.filter((id) => checkedLeaves.has(id)).length;
  return count === 0 ? 'unchecked' : count === leaves.length ? 'checked' : 'indeterminate';
}

export function toggleTreeCheck(node: TTreeNode, checkedLeaves: ReadonlySet<string>, on: boolean): Set<string> {
  const next = new Set(checkedLeaves);
  for (const id of leafIds(node)) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** Every checked node, parents included, in tree order: what the tree reports to its owner. */
export function checkedNodeIds(nodes: readonly TTreeNode[], checkedLeaves: ReadonlySet<string>): string[] {
  return nodes.flatMap((node) => [
    ...(treeCheckState(node, checkedLeaves) === 'checked' ? [node.id] : []),
    ...(node.children ? checkedNodeIds(node.children, checkedLeaves) : []),
  ]);
}
