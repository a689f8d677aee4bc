// /help/videoPreview?id=…: a help video in the browser's player, streamed from the server (which
// answers Range requests, so the player can seek).
import { Alert, Button, Group, Loader } from '@mantine/core';
import { AuthCard } from '../../components/auth-card/auth-card';
import { useI18n } from '../../i18n/i18n-context';
import { useHelpItem } from '../help-file-preview/use-help-item';

export function HelpVideoPreviewScreen() {
  const { t } = useI18n();
  const { item, missing } = useHelpItem();
  return (
    <AuthCard title={item?.title ?? t('helpVideoPreviewTitle')} width={900} testId="help-video-preview">
      {missing ? (
        <Alert color="gray">{t('notFoundText')}</Alert>
      ) : !item ? (
        <Loader size="sm" />
      ) : (
        <>
          <video controls preload="metadata" style={{ width: '100%', background: '#000' }} data-testid="help-video">
            <source src={item.fileUrl} type={item.contentType} />
          </video>
          <Group justify="flex-end">
            <Button component="a" href={item.fileUrl} download={item.fileName} variant="subtle" size="xs">
              {t('helpDownload')}
            </Button>
          </Group>
        </>
      )}
    </AuthCard>
  );
}
