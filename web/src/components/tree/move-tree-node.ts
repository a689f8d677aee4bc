// Drag and drop in the tree happens only among siblings (spec item R-part-tree): the dragged node takes the
// place of the node it is dropped on, moving it one step towards where the dragged node came from.
// Anything else — another parent, the node itself, an unknown id — is refused with null.
import { findParentId } from './find-parent-id';
import type { TTreeNode } from './tree-node';

export function moveTreeNode(
  nodes: readonly TTreeNode[],
  move: { dragId: string; dropId: string },
): readonly TTreeNode[] | null {
  const { dragId, dropId } = move;
  if (dragId === dropId) return null;
  const parent = findParentId(nodes, dragId);
  if (parent === undefined || findParentId(nodes, dropId) !== parent) return null;
  const reorder = (siblings: readonly TTreeNode[]) => {
    const from = siblings.findIndex((node) => node.id === dragId);
    const to = siblings.findIndex((node) => node.id === dropId);
    const next = [...siblings];
    const [dragged] = next.splice(from, 1);
    next.splice(to, 0, dragged!);
    return next;
  };
  if (parent === null) return reorder(nodes);
  const visit = (list: readonly TTreeNode[]): readonly TTreeNode[] =>
    list.map((node) => {
      if (node.id === parent) return { ...node, children: reorder(node.children ?? []) };
      return node.children ? { ...node, children: visit(node.children) } : node;
    });
  return visit(nodes);
}
