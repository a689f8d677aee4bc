// HTML5 drag and drop among siblings: what the tree's rows call on drag events. A drop target with
// another parent is refused: the browser shows "no drop" and, on letting go, the refusal text.
import { useRef, useState, type DragEvent } from 'react';
import { moveTreeNode } from './move-tree-node';
import type { TTreeNode } from './tree-node';

export type TDropMark = 'allowed' | 'refused';

export function useTreeDrag(options: {
  data: readonly TTreeNode[];
  onDataChange?: (data: readonly TTreeNode[]) => void;
}) {
  const { data, onDataChange } = options;
  const dragId = useRef<string | null>(null);
  const dropped = useRef(false);
  const lastMark = useRef<TDropMark | null>(null);
  const [over, setOver] = useState<{ id: string; mark: TDropMark } | null>(null);
  const [refused, setRefused] = useState(false);

  const end = () => {
    dragId.current = null;
    lastMark.current = null;
    setOver(null);
  };

  return {
    enabled: Boolean(onDataChange),
    refused,
    markOf: (id: string): TDropMark | undefined => (over?.id === id ? over.mark : undefined),
    rowProps: (node: TTreeNode) =>
      onDataChange
        ? {
            draggable: true,
            onDragStart(event: DragEvent) {
              dragId.current = node.id;
              dropped.current = false;
              setRefused(false);
              event.dataTransfer?.setData('text/plain', node.id);
              if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
              event.stopPropagation();
            },
            onDragOver(event: DragEvent) {
              const from = dragId.current;
              if (!from || from === node.id) return;
              event.stopPropagation();
              const allowed = moveTreeNode(data, { dragId: from, dropId: node.id }) !== null;
              if (allowed) event.preventDefault();
              if (event.dataTransfer) event.dataTransfer.dropEffect = allowed ? 'move' : 'none';
              lastMark.current = allowed ? 'allowed' : 'refused';
              setOver({ id: node.id, mark: lastMark.current });
            },
            onDragLeave() {
              setOver((current) => (current?.id === node.id ? null : current));
            },
            onDrop(event: DragEvent) {
              event.preventDefault();
              event.stopPropagation();
              const from = dragId.current;
              if (!from) return;
              dropped.current = true;
              const moved = moveTreeNode(data, { dragId: from, dropId: node.id });
              if (moved) onDataChange(moved);
              else if (from !== node.id) setRefused(true);
              end();
            },
            onDragEnd() {
              // A refused target gets no drop event in a browser: tell the user why nothing moved.
              if (!dropped.current && lastMark.current === 'refused') setRefused(true);
              end();
            },
          }
        : {},
  };
}
