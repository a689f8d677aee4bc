// Who may use one enterprise seal: its member grants (data grants of type SEAL), granting another
// member and revoking. The server refuses self-grants and grants beyond the operator's own scope.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TSealGrantRow, TSealRow } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { errorText } from '../../forms/error-text';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';

export function SealGrantsDialog(props: { seal: TSealRow | null; onClose(): void }) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const { seal } = props;
  const [grants, setGrants] = useState<TSealGrantRow[]>([]);
  const [grantees, setGrantees] = useState<{ accountId: string; name: string }[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    if (!seal) return;
    try {
      const [list, members] = await Promise.all([
        api.call(endpoints.seals.grants, { query: { sealId: seal.sealId } }),
        api.call(endpoints.seals.grantees, { query: {} }),
      ]);
      setGrants(list);
      setGrantees(members);
    } catch (caught) {
      setError(caught);
    }
  }, [api, seal]);
  useEffect(() => {
    setError(null);
    setChosen(null);
    void load();
  }, [load]);

  /** Grants the seal or revokes a grant, then shows the grants again. */
  async function change(work: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await work();
      setChosen(null);
      await load();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }

  const granted = new Set(grants.map((grant) => grant.accountId));
  return (
    <Modal
      opened={seal !== null}
      onClose={props.onClose}
      title={t('sealGrantsTitle', { name: seal?.name ?? '' })}
      size="lg"
      centered
    >
      <Stack gap="sm" data-testid="seal-grants">
        {error ? (
          <Alert color="red" role="alert">
            {errorText(error, language)}
          </Alert>
        ) : null}
        <Group align="flex-end" gap="xs">
          <Select
            label={t('sealGrantTo')}
            searchable
            value={chosen}
            onChange={setChosen}
            data={grantees
              .filter((member) => !granted.has(member.accountId))
              .map((member) => ({ value: member.accountId, label: member.name }))}
            data-testid="seal-grantee"
            style={{ flex: 1 }}
          />
          <Button
            disabled={!chosen}
            loading={busy}
            onClick={() =>
              seal &&
              chosen &&
              void change(() => api.call(endpoints.seals.grant, { body: { sealId: seal.sealId, accountId: chosen } }))
            }
            data-testid="seal-grant-add"
          >
            {t('sealGrantAdd')}
          </Button>
        </Group>
        {grants.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('sealNoGrants')}
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sealMember')}</Table.Th>
                <Table.Th>{t('sealGrantedBy')}</Table.Th>
                <Table.Th>{t('operation')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {grants.map((grant) => (
                <Table.Tr key={grant.grantId} data-testid="seal-grant-row">
                  <Table.Td>{grant.memberName}</Table.Td>
                  <Table.Td>
                    {grant.grantedByName} · {formatDate(grant.createdAt)}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      loading={busy}
                      onClick={() =>
                        void change(() => api.call(endpoints.seals.revoke, { body: { grantId: grant.grantId } }))
                      }
                    >
                      {t('sealRevoke')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Modal>
  );
}
