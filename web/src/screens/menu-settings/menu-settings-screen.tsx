// /platform/menus: menu management for platform staff — the whole menu tree the server computes
// menus from, who each entry shows for, and rename, move up/down, hide and restore. Changes reach
// every user's menus on their next load (server: menu-settings).
import { useCallback, useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { can, ROUTE_TITLES } from '@ecsign/core/guard';
import type { TMessageKey } from '@ecsign/core/i18n';
import type { TMenuSettingNode } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { BreadcrumbHeader } from '../../components/breadcrumb-header/breadcrumb-header';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { menuSettingsCalls, movedOrder } from './menu-settings-calls';
import { RenameMenuDialog } from './rename-menu-dialog';

interface TRow {
  node: TMenuSettingNode;
  depth: number;
  parentId: string | null;
  siblings: string[];
}

function rowsOf(nodes: readonly TMenuSettingNode[], depth = 0, parentId: string | null = null): TRow[] {
  const siblings = nodes.map((node) => node.id);
  return nodes.flatMap((node) => [{ node, depth, parentId, siblings }, ...rowsOf(node.children, depth + 1, node.id)]);
}

export function MenuSettingsScreen() {
  const { t, language } = useI18n();
  const { api, snapshot } = usePortalSession();
  const staff = can(snapshot.permissions, 'platform:config');
  const tree = useRemoteData(
    useCallback(() => (staff ? menuSettingsCalls(api).tree() : Promise.resolve([])), [api, staff]),
  );
  const [shown, setShown] = useState<TMenuSettingNode[] | null>(null);
  const [renaming, setRenaming] = useState<TMenuSettingNode | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  async function change(work: () => Promise<TMenuSettingNode[]>) {
    try {
      setShown(await work());
      setFailure(null);
    } catch (caught) {
      setFailure(caught);
    }
  }

  if (!staff) {
    return (
      <Alert color="red" data-testid="no-menu-permission">
        {t('platformNoPermission')}
      </Alert>
    );
  }
  const calls = menuSettingsCalls(api);
  const nodes = shown ?? tree.data ?? [];
  const problem = failure ?? tree.error;

  return (
    <Stack gap="md" data-testid="menu-settings">
      <BreadcrumbHeader items={[{ label: t('home'), to: '/home' }, { label: ROUTE_TITLES.menuSettings[language] }]} />
      <Text size="sm" c="dimmed">
        {t('menuSettingsHint')}
      </Text>
      {problem ? (
        <Alert color="red" role="alert">
          {errorText(problem, language)}
        </Alert>
      ) : null}
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('menuName')}</Table.Th>
            <Table.Th>{t('menuPath')}</Table.Th>
            <Table.Th>{t('menuVisibleTo')}</Table.Th>
            <Table.Th>{t('menuShown')}</Table.Th>
            <Table.Th>{t('operation')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rowsOf(nodes).map(({ node, depth, parentId, siblings }) => {
            const move = (step: -1 | 1) => {
              const menuIds = movedOrder(siblings, node.id, step);
              return menuIds ? () => void change(() => calls.reorder({ parentId, menuIds })) : undefined;
            };
            const up = move(-1);
            const down = move(1);
            return (
              <Table.Tr key={node.id} data-testid={`menu-row-${node.id}`}>
                <Table.Td style={{ paddingLeft: 12 + depth * 24 }}>
                  <Text
                    size="sm"
                    fw={node.children.length > 0 ? 600 : 400}
                    td={node.hidden ? 'line-through' : undefined}
                  >
                    {(node.title ?? node.defaultTitle)[language]}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace">
                    {node.path ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {node.roles.map((role) => (
                      <Badge key={role} size="xs" variant="light">
                        {t(`role${role}` as TMessageKey)}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={`${t('menuShown')} ${(node.title ?? node.defaultTitle)[language]}`}
                    checked={!node.hidden}
                    disabled={!node.canHide}
                    onChange={(event) =>
                      void change(() => calls.update({ menuId: node.id, hidden: !event.currentTarget.checked }))
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button size="compact-xs" variant="subtle" onClick={() => setRenaming(node)}>
                      {t('menuRename')}
                    </Button>
                    <ActionIcon variant="subtle" size="sm" aria-label={t('menuMoveUp')} disabled={!up} onClick={up}>
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={t('menuMoveDown')}
                      disabled={!down}
                      onClick={down}
                    >
                      ↓
                    </ActionIcon>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="gray"
                      onClick={() => void change(() => calls.reset(node.id))}
                    >
                      {t('menuResetOne')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <RenameMenuDialog
        node={renaming}
        onClose={() => setRenaming(null)}
        onSave={(title) => {
          const menuId = renaming!.id;
          setRenaming(null);
          void change(() => calls.update({ menuId, title }));
        }}
      />
    </Stack>
  );
}
