// The tree's filter: a node stays when its label contains the text (ignoring case) or when one of
// its descendants does, so every match keeps the path that leads to it.
import type { TTreeNode } from './tree-node';

export function filterTree(nodes: readonly TTreeNode[], text: string): readonly TTreeNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return nodes;
  const visit = (list: readonly TTreeNode[]): TTreeNode[] =>
    list.flatMap((node) => {
      const children = node.children ? visit(node.children) : [];
      if (children.length > 0) return [{ ...node, children }];
      return node.label.toLowerCase().includes(needle) ? [{ ...node, children: [] }] : [];
    });
  return visit(nodes);
}
