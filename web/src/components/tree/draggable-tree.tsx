// The tree (spec item R-part-tree): a filter text, check boxes that cascade, and drag and drop that reorders
// nodes among their siblings only. Data and checks are owned by the caller.
import { useMemo, useState } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import { useI18n } from '../../i18n/i18n-context';
import { filterTree } from './filter-tree';
import { TreeBranch, type TreeBranchContext } from './tree-branch';
import { checkedNodeIds, leafIds, toggleTreeCheck } from './tree-checks';
import type { TTreeNode } from './tree-node';
import { useTreeDrag } from './use-tree-drag';

export interface DraggableTreeProps {
  data: readonly TTreeNode[];
  /** Enables drag and drop; receives the reordered tree. */
  onDataChange?: (data: readonly TTreeNode[]) => void;
  /** Shows the filter text box. */
  filterable?: boolean;
  /** Shows check boxes; `checked` holds checked ids, and onCheckedChange gets every checked id. */
  checkable?: boolean;
  checked?: readonly string[];
  onCheckedChange?: (ids: string[]) => void;
  label?: string;
}

export function DraggableTree(props: DraggableTreeProps) {
  const { data, onDataChange, filterable = false, checkable = false, checked = [], onCheckedChange, label } = props;
  const { t } = useI18n();
  const [filter, setFilter] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const drag = useTreeDrag({ data, onDataChange });
  const visible = useMemo(() => filterTree(data, filter), [data, filter]);
  // Checked parents stand for all their leaves, so a caller may pass either.
  const checkedLeaves = useMemo(() => {
    const wanted = new Set(checked);
    const leaves = new Set<string>();
    const visit = (nodes: readonly TTreeNode[]) =>
      nodes.forEach((node) => {
        if (wanted.has(node.id)) leafIds(node).forEach((id) => leaves.add(id));
        if (node.children) visit(node.children);
      });
    visit(data);
    return leaves;
  }, [data, checked]);

  const byId = useMemo(() => {
    const map = new Map<string, TTreeNode>();
    const visit = (nodes: readonly TTreeNode[]) =>
      nodes.forEach((node) => {
        map.set(node.id, node);
        if (node.children) visit(node.children);
      });
    visit(data);
    return map;
  }, [data]);

  const context: TreeBranchContext = {
    collapsed: filter.trim() ? new Set() : collapsed,
    toggleOpen: (id) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    checkable,
    checkedLeaves,
    original: (node) => byId.get(node.id) ?? node,
    toggleCheck: (node, on) => onCheckedChange?.(checkedNodeIds(data, toggleTreeCheck(node, checkedLeaves, on))),
    drag,
  };

  return (
    <Stack gap="xs">
      {filterable && (
        <TextInput
          aria-label={t('treeFilterPlaceholder')}
          placeholder={t('treeFilterPlaceholder')}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
        />
      )}
      {drag.refused && (
        <Text size="sm" c="red" role="alert">
          {t('treeDropRefused')}
        </Text>
      )}
      <div role="tree" aria-label={label} aria-multiselectable={checkable || undefined}>
        {visible.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="sm">
            {t('noData')}
          </Text>
        ) : (
          <TreeBranch nodes={visible} depth={0} context={context} />
        )}
      </div>
    </Stack>
  );
}
