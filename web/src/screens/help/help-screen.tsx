// /help/index: the help centre — documents (opened in the PDF preview) and videos (opened in the
// video player), served by the server. Platform staff upload and delete material and manage the
// content pages here.
import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { THelpItem } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useNavigate } from '../../app/router';
import { BreadcrumbHeader } from '../../components/breadcrumb-header/breadcrumb-header';
import { errorText } from '../../forms/error-text';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';
import { ContentPagesPanel } from './content-pages-panel';
import { HelpUploadDialog } from './help-upload-dialog';
import { useHelpItems } from './use-help-items';

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function HelpScreen() {
  const { t, language } = useI18n();
  const { api, snapshot } = usePortalSession();
  const navigate = useNavigate();
  const { items, error, reload } = useHelpItems();
  const [uploading, setUploading] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const staff = (snapshot.activeUser?.permissions ?? []).includes('platform:config');

  async function remove(item: THelpItem) {
    if (!window.confirm(t('helpDeleteConfirm', { name: item.title }))) return;
    try {
      await api.call(endpoints.help.delete, { body: { helpId: item.helpId } });
      await reload();
    } catch (caught) {
      setActionError(errorText(caught, language));
    }
  }

  const open = (item: THelpItem) =>
    navigate(
      `${item.kind === 'DOCUMENT' ? '/help/filePreview' : '/help/videoPreview'}?id=${encodeURIComponent(item.helpId)}`,
    );

  const section = (kind: THelpItem['kind'], title: string) => {
    const list = (items ?? []).filter((item) => item.kind === kind);
    return (
      <Stack gap="sm" data-testid={`help-${kind.toLowerCase()}s`}>
        <Title order={4}>{title}</Title>
        {list.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('helpEmpty')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {list.map((item) => (
              <Card key={item.helpId} withBorder radius="sm" data-testid="help-item">
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600} lineClamp={2}>
                      {item.title}
                    </Text>
                    <Badge variant="light">
                      {kind === 'DOCUMENT' ? 'PDF' : item.contentType === 'video/webm' ? 'WebM' : 'MP4'}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {formatSize(item.size)} · {formatDate(item.createdAt)}
                  </Text>
                  <Group gap="xs">
                    <Button size="xs" variant="light" onClick={() => open(item)} data-testid="help-open">
                      {t('helpOpen')}
                    </Button>
                    {staff && (
                      <Button size="xs" variant="subtle" color="red" onClick={() => void remove(item)}>
                        {t('contactDelete')}
                      </Button>
                    )}
                  </Group>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="lg" data-testid="help-screen">
      <BreadcrumbHeader
        items={[{ label: t('home'), to: '/home' }, { label: t('helpCentre') }]}
        actions={staff ? <Button onClick={() => setUploading(true)}>{t('helpUpload')}</Button> : undefined}
      />
      {error ? <Alert color="red">{errorText(error, language)}</Alert> : null}
      {actionError && <Alert color="red">{actionError}</Alert>}
      {items === null && !error ? (
        <Loader size="sm" />
      ) : (
        <>
          {section('DOCUMENT', t('helpDocuments'))}
          {section('VIDEO', t('helpVideos'))}
        </>
      )}
      {staff && <ContentPagesPanel />}
      <HelpUploadDialog
        opened={uploading}
        onClose={() => setUploading(false)}
        onUploaded={() => {
          setUploading(false);
          void reload();
        }}
      />
    </Stack>
  );
}
