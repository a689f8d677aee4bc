// The organisation tree (departments) with the portal's tree component: filter, drag to reorder
// among siblings (saved at once), and create, rename or delete (only an empty department) the
// department chosen beside it.
import { useMemo, useState } from 'react';
import { Alert, Button, Grid, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TDepartmentNode } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { DraggableTree } from '../../components/tree/draggable-tree';
import type { TTreeNode } from '../../components/tree/tree-node';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { departmentOptions } from './enterprise-options';
import { findMovedNode } from './find-moved-node';
import { useDepartmentTree } from './use-enterprise-options';

function toTreeNodes(nodes: readonly TDepartmentNode[]): TTreeNode[] {
  return nodes.map((node) => ({
    id: node.departmentId,
    label: `${node.name} (${node.memberCount})`,
    ...(node.children.length > 0 ? { children: toTreeNodes(node.children) } : {}),
  }));
}

export function DepartmentsTab() {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const tree = useDepartmentTree();
  const data = useMemo(() => toTreeNodes(tree.data ?? []), [tree.data]);
  const options = useMemo(() => departmentOptions(tree.data ?? []), [tree.data]);
  const [selected, setSelected] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const selectedLabel = options.find((option) => option.value === selected)?.label;

  async function run(call: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await call();
      setName('');
      await tree.reload();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }

  const create = (parentId: string | null) =>
    run(() => api.call(endpoints.members.createDepartment, { body: { name: name.trim(), parentId } }));

  const moved = (next: readonly TTreeNode[]) => {
    const move = findMovedNode(data, next);
    if (!move) return;
    void run(() =>
      api.call(endpoints.members.moveDepartment, {
        body: { departmentId: move.id, parentId: move.parentId, position: move.position },
      }),
    );
  };

  return (
    <Grid data-testid="departments-tab">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <DraggableTree data={data} filterable onDataChange={moved} label={t('departmentTree')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="sm">
          {error ? (
            <Alert color="red" role="alert">
              {errorText(error, language)}
            </Alert>
          ) : null}
          <Select
            label={t('department')}
            placeholder={t('selectPlaceholder')}
            clearable
            data={options}
            value={selected}
            onChange={setSelected}
          />
          <TextInput
            label={t('departmentName')}
            maxLength={50}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Group gap="xs">
            <Button size="xs" loading={busy} disabled={!name.trim()} onClick={() => void create(null)}>
              {t('createTopDepartment')}
            </Button>
            <Button
              size="xs"
              variant="light"
              disabled={!name.trim() || !selected}
              onClick={() => void create(selected)}
            >
              {t('createSubDepartment')}
            </Button>
            <Button
              size="xs"
              variant="light"
              disabled={!name.trim() || !selected}
              onClick={() =>
                void run(() =>
                  api.call(endpoints.members.renameDepartment, {
                    body: { departmentId: selected ?? '', name: name.trim() },
                  }),
                )
              }
            >
              {t('rename')}
            </Button>
            <Button size="xs" variant="light" color="red" disabled={!selected} onClick={() => setDeleting(true)}>
              {t('delete')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('departmentHint')}
          </Text>
        </Stack>
      </Grid.Col>
      <ConfirmDialog
        opened={deleting}
        title={t('delete')}
        confirmLabel={t('delete')}
        danger
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await api.call(endpoints.members.deleteDepartment, { body: { departmentId: selected ?? '' } });
          setSelected(null);
          await tree.reload();
        }}
      >
        {t('deleteDepartmentConfirm', { name: selectedLabel ?? '' })}
      </ConfirmDialog>
    </Grid>
  );
}
