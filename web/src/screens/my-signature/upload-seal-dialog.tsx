// Uploading a scanned enterprise seal: its type, a unique name and the picture (the server removes
// the paper).
import { useState } from 'react';
import { Alert, Button, FileInput, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { AppError } from '@ecsign/core/errors';
import { endpoints } from '@ecsign/core/endpoints';
import { ENTERPRISE_SEAL_KINDS, SEAL_KIND_LABELS, type TEnterpriseSealKind } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { readImageFile, UnreadableImageError } from './read-image-file';

export function UploadSealDialog(props: { opened: boolean; onClose(): void; onSaved(): void }) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const [kind, setKind] = useState<TEnterpriseSealKind>('OFFICIAL');
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    if (!file || !name.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const imageBase64 = await readImageFile(file).catch((caught: unknown) => {
        throw caught instanceof UnreadableImageError ? new AppError('SEAL_IMAGE_INVALID') : caught;
      });
      await api.call(endpoints.seals.enterpriseUpload, { body: { kind, name: name.trim(), imageBase64 } });
      setName('');
      setFile(null);
      props.onSaved();
      props.onClose();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('sealUploadSeal')} centered>
      <Stack gap="sm">
        <Select
          label={t('sealKind')}
          value={kind}
          allowDeselect={false}
          data={ENTERPRISE_SEAL_KINDS.map((value) => ({ value, label: SEAL_KIND_LABELS[value][language] }))}
          onChange={(value) => value && setKind(value as TEnterpriseSealKind)}
        />
        <TextInput
          label={t('sealName')}
          value={name}
          maxLength={40}
          required
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <FileInput
          label={t('sealChooseFile')}
          accept="image/png,image/jpeg"
          value={file}
          onChange={setFile}
          description={t('sealUploadHint')}
        />
        {error ? (
          <Alert color="red" role="alert">
            {errorText(error, language)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('cancel')}
          </Button>
          <Button disabled={!file || !name.trim()} loading={busy} onClick={() => void save()}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
