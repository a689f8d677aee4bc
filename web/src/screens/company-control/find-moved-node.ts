// After a drag among siblings the tree hands back the reordered data; the server wants the one
// move (which department, under which parent, to which position). This finds it.
import type { TTreeNode } from '../../components/tree/tree-node';

export interface TTreeMove {
  id: string;
  parentId: string | null;
  position: number;
}

function childLists(nodes: readonly TTreeNode[], parentId: string | null, into: Map<string | null, string[]>) {
  into.set(
    parentId,
    nodes.map((node) => node.id),
  );
  for (const node of nodes) childLists(node.children ?? [], node.id, into);
  return into;
}

export function findMovedNode(before: readonly TTreeNode[], after: readonly TTreeNode[]): TTreeMove | null {
  const old = childLists(before, null, new Map());
  const next = childLists(after, null, new Map());
  for (const [parentId, ids] of next) {
    const was = old.get(parentId) ?? [];
    if (ids.join('\n') === was.join('\n')) continue;
    // The moved node is the one whose removal makes both orders agree.
    for (const [position, id] of ids.entries()) {
      const without = (list: readonly string[]) => list.filter((other) => other !== id).join('\n');
      if (without(ids) === without(was)) return { id, parentId, position };
    }
  }
  return null;
}
