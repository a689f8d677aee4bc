// Platform staff upload a help document (PDF) or video (MP4, WebM) with its title; the server
// decides the kind from the file's bytes and refuses anything else.
import { useEffect, useState } from 'react';
import { Alert, Button, FileInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import { usePortalSession } from '../../app/portal-session';
import { AppDialog } from '../../components/preview-dialogs/app-dialog';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';

export function HelpUploadDialog(props: { opened: boolean; onClose(): void; onUploaded(): void }) {
  const { opened, onClose, onUploaded } = props;
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setTitle('');
    setFile(null);
    setError(null);
  }, [opened]);

  async function upload() {
    if (!file || !title.trim()) return setError(t('required'));
    setBusy(true);
    setError(null);
    try {
      await api.call(endpoints.help.upload, {
        query: { title: title.trim(), fileName: file.name },
        files: { file },
      });
      onUploaded();
    } catch (caught) {
      setError(errorText(caught, language));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AppDialog opened={opened} onClose={onClose} title={t('helpUpload')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('helpUploadHint')}
        </Text>
        <TextInput
          label={t('helpTitle')}
          value={title}
          maxLength={100}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <FileInput
          label={t('helpFile')}
          accept="application/pdf,video/mp4,video/webm"
          value={file}
          onChange={setFile}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button loading={busy} onClick={() => void upload()}>
            {t('helpUpload')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
