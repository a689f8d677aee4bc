// Upload a template: its name, an optional group, and the PDF or Word file. The server judges the
// file by its content (and converts Word); its refusal is shown here in the user's language.
import { useState } from 'react';
import { Alert, Button, FileInput, Group, Select, Stack, TextInput } from '@mantine/core';
import type { TTemplateGroupRow } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { AppDialog } from '../../components/preview-dialogs/app-dialog';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { templateCalls } from './template-calls';

export function UploadTemplateDialog(props: {
  opened: boolean;
  groups: readonly TTemplateGroupRow[];
  onClose(): void;
  onUploaded(templateId: string): void;
}) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const [name, setName] = useState('');
  const [groupId, setGroupId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (!file || !name.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const { templateId } = await templateCalls(api).upload(
        { name: name.trim(), ...(groupId ? { groupId } : {}) },
        file,
      );
      setName('');
      setFile(null);
      props.onUploaded(templateId);
    } catch (caught) {
      setError(errorText(caught, language));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AppDialog opened={props.opened} onClose={props.onClose} title={t('tplUpload')}>
      <Stack gap="sm">
        <TextInput
          label={t('tplName')}
          required
          maxLength={50}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          data-testid="upload-name"
        />
        <Select
          label={t('tplGroup')}
          clearable
          data={props.groups.map((group) => ({ value: group.groupId, label: group.name }))}
          value={groupId}
          onChange={setGroupId}
        />
        <FileInput
          label={t('tplFile')}
          description={t('tplFileHint')}
          required
          accept=".pdf,.doc,.docx,application/pdf"
          value={file}
          onChange={setFile}
          data-testid="upload-file"
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('cancel')}
          </Button>
          <Button
            onClick={() => void submit()}
            loading={busy}
            disabled={!file || !name.trim()}
            data-testid="upload-submit"
          >
            {t('tplUploadSubmit')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
