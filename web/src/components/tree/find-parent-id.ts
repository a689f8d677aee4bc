// The parent of a node: its id, null for a root node, undefined when the id is not in the tree.
import type { TTreeNode } from './tree-node';

export function findParentId(
  nodes: readonly TTreeNode[],
  id: string,
  parentId: string | null = null,
): string | null | undefined {
  for (const node of nodes) {
    if (node.id === id) return parentId;
    const found = node.children ? findParentId(node.children, id, node.id) : undefined;
    if (found !== undefined) return found;
  }
  return undefined;
}
