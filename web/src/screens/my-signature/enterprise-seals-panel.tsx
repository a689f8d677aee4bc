// The enterprise's seals for its seal managers: generate the standard seals from the verified
// name, upload a scanned one, enable or disable, download the vector SVG of a generated seal,
// authorise members, and the use log.
import { useState } from 'react';
import { Badge, Button, Card, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import { can } from '@ecsign/core/guard';
import { ENTERPRISE_SEAL_KINDS, SEAL_KIND_LABELS, type TEnterpriseSealKind, type TSealRow } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useI18n } from '../../i18n/i18n-context';
import { SealGrantsDialog } from './seal-grants-dialog';
import { SealGrid } from './seal-grid';
import { SealPicture } from './seal-picture';
import { SealUseLog } from './seal-use-log';
import { UploadSealDialog } from './upload-seal-dialog';
import { useSealList } from './use-seal-list';

export function EnterpriseSealsPanel() {
  const { t, language } = useI18n();
  const { api, snapshot } = usePortalSession();
  const mayGrant = can(snapshot.activeUser?.permissions ?? [], 'grant:manage');
  const { seals, error, busy, load, act } = useSealList('ENTERPRISE');
  const [kind, setKind] = useState<TEnterpriseSealKind>('CONTRACT');
  const [uploading, setUploading] = useState(false);
  const [granting, setGranting] = useState<TSealRow | null>(null);

  async function downloadSvg(seal: TSealRow) {
    await act(async () => {
      const { bytes } = await api.download(endpoints.seals.image, { query: { sealId: seal.sealId, format: 'svg' } });
      const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'image/svg+xml' }));
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = `${seal.name}.svg`;
      anchor.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    });
  }

  return (
    <Stack gap="md" data-testid="enterprise-seals">
      <Group gap="xs" align="flex-end">
        <Select
          label={t('sealKind')}
          description={t('sealGenerateHint')}
          w={220}
          value={kind}
          allowDeselect={false}
          data={ENTERPRISE_SEAL_KINDS.map((value) => ({ value, label: SEAL_KIND_LABELS[value][language] }))}
          onChange={(value) => value && setKind(value as TEnterpriseSealKind)}
          data-testid="seal-kind"
        />
        <Button
          loading={busy}
          onClick={() => void act(() => api.call(endpoints.seals.enterpriseGenerate, { body: { kind } }))}
          data-testid="seal-generate"
        >
          {t('sealGenerateSeal')}
        </Button>
        <Button variant="light" onClick={() => setUploading(true)} data-testid="seal-upload">
          {t('sealUploadSeal')}
        </Button>
      </Group>
      <SealGrid
        seals={seals}
        error={error}
        emptyText={t('sealNoSeals')}
        card={(seal) => (
          <Card key={seal.sealId} withBorder radius="md" padding="sm" data-testid="seal-card" data-name={seal.name}>
            <SealPicture sealId={seal.sealId} version={seal.createdAt} alt={seal.name} height={160} />
            <Group justify="space-between" mt="xs" gap={4}>
              <Text fw={600} size="sm">
                {seal.name}
              </Text>
              <Badge variant="light" color={seal.status === 'ENABLE' ? 'green' : 'gray'}>
                {seal.status === 'ENABLE' ? t('sealEnabled') : t('sealDisabled')}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {SEAL_KIND_LABELS[seal.kind][language]} · {seal.widthMm} × {seal.heightMm} mm
            </Text>
            <Group justify="space-between" mt="xs" gap={4}>
              <Switch
                size="xs"
                label={t('sealEnable')}
                checked={seal.status === 'ENABLE'}
                disabled={busy}
                onChange={(event) => {
                  const status = event.currentTarget.checked ? 'ENABLE' : 'DISABLE';
                  void act(() => api.call(endpoints.seals.enterpriseStatus, { body: { sealId: seal.sealId, status } }));
                }}
                data-testid="seal-status"
              />
              <Group gap={4}>
                {seal.hasSvg && (
                  <Button size="compact-xs" variant="subtle" onClick={() => void downloadSvg(seal)}>
                    {t('sealDownloadSvg')}
                  </Button>
                )}
                {mayGrant && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => setGranting(seal)}
                    data-testid="seal-grants-open"
                  >
                    {t('sealGrants')}
                  </Button>
                )}
              </Group>
            </Group>
          </Card>
        )}
      />
      <SealUseLog scope="ENTERPRISE" version={seals?.length ?? 0} />
      <UploadSealDialog opened={uploading} onClose={() => setUploading(false)} onSaved={() => void load()} />
      <SealGrantsDialog seal={granting} onClose={() => setGranting(null)} />
    </Stack>
  );
}
