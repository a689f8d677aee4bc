// One level of the tree: each node's row (toggle, check box, label) and, when open, its children.
import { ActionIcon, Box, Checkbox, Group, Text } from '@mantine/core';
import { useI18n } from '../../i18n/i18n-context';
import type { TTreeNode } from './tree-node';
import { treeCheckState } from './tree-checks';
import type { useTreeDrag } from './use-tree-drag';

export interface TreeBranchContext {
  collapsed: ReadonlySet<string>;
  toggleOpen(id: string): void;
  checkable: boolean;
  checkedLeaves: ReadonlySet<string>;
  /** The unfiltered node of an id: checks always count every leaf, shown or filtered away. */
  original(node: TTreeNode): TTreeNode;
  toggleCheck(node: TTreeNode, on: boolean): void;
  drag: ReturnType<typeof useTreeDrag>;
}

const MARK_STYLE = {
  allowed: { outline: '2px dashed var(--mantine-color-blue-5)' },
  refused: { outline: '2px dashed var(--mantine-color-red-5)', cursor: 'no-drop' },
} as const;

export function TreeBranch(props: { nodes: readonly TTreeNode[]; depth: number; context: TreeBranchContext }) {
  const { nodes, depth, context } = props;
  const { t } = useI18n();
  return (
    <>
      {nodes.map((node) => {
        const hasChildren = Boolean(node.children && node.children.length > 0);
        const open = hasChildren && !context.collapsed.has(node.id);
        const state = treeCheckState(context.original(node), context.checkedLeaves);
        const mark = context.drag.markOf(node.id);
        return (
          <div
            key={node.id}
            role="treeitem"
            aria-level={depth + 1}
            aria-expanded={hasChildren ? open : undefined}
            aria-label={node.label}
          >
            <Group
              gap={6}
              wrap="nowrap"
              pl={depth * 20}
              py={2}
              data-testid={`tree-row-${node.id}`}
              data-drop={mark}
              style={{ borderRadius: 4, ...(mark ? MARK_STYLE[mark] : {}) }}
              {...context.drag.rowProps(node)}
            >
              {hasChildren ? (
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  aria-label={`${open ? t('treeCollapse') : t('treeExpand')} ${node.label}`}
                  onClick={() => context.toggleOpen(node.id)}
                >
                  {open ? '▾' : '▸'}
                </ActionIcon>
              ) : (
                <Box w={22} />
              )}
              {context.checkable && (
                <Checkbox
                  size="xs"
                  aria-label={node.label}
                  checked={state === 'checked'}
                  indeterminate={state === 'indeterminate'}
                  onChange={(event) => context.toggleCheck(context.original(node), event.currentTarget.checked)}
                />
              )}
              <Text size="sm" style={{ cursor: context.drag.enabled ? 'grab' : undefined }}>
                {node.label}
              </Text>
            </Group>
            {open && (
              <div role="group">
                <TreeBranch nodes={node.children!} depth={depth + 1} context={context} />
              </div>
            )}
          </div>
        );
      })}
    </>
  );
}
