// CSV import: the sample file to start from, a file chooser, and after the upload the result —
// how many contacts and groups were added, and each row left out with its line and problems.
import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import type { TMessageKey } from '@ecsign/core/i18n';
import { endpoints } from '@ecsign/core/endpoints';
import type { TContactImportReply } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { AppDialog } from '../../components/preview-dialogs/app-dialog';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';

function saveFile(bytes: Uint8Array, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([bytes.slice()], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ImportContactsDialog(props: { opened: boolean; onClose(): void; onImported(): void }) {
  const { opened, onClose, onImported } = props;
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<TContactImportReply | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setFile(null);
    setResult(null);
    setError(null);
  }, [opened]);

  async function downloadSample() {
    try {
      const sample = await api.download(endpoints.contacts.importSample);
      saveFile(sample.bytes, sample.fileName ?? 'contacts-sample.csv', 'text/csv');
    } catch (caught) {
      setError(errorText(caught, language));
    }
  }

  async function upload() {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const reply = await api.call(endpoints.contacts.import, { files: { file } });
      setResult(reply);
      if (reply.imported > 0) onImported();
    } catch (caught) {
      setError(errorText(caught, language));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AppDialog opened={opened} onClose={onClose} title={t('contactImport')} width={640}>
      <Stack gap="sm" data-testid="contact-import">
        <Text size="sm">{t('contactImportHint')}</Text>
        <Anchor component="button" type="button" size="sm" onClick={() => void downloadSample()}>
          {t('contactImportSample')}
        </Anchor>
        <FileInput
          label={t('contactImportChoose')}
          accept=".csv,text/csv"
          value={file}
          onChange={setFile}
          clearable
          data-testid="contact-import-file"
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {result && (
          <Stack gap="xs" data-testid="contact-import-result">
            <Alert color={result.failures.length ? 'yellow' : 'green'}>
              {t('contactImportResult', {
                rows: result.rows,
                imported: result.imported,
                groups: result.groupsCreated,
                failed: result.failures.length,
              })}
            </Alert>
            {result.failures.length > 0 && (
              <Table data-testid="contact-import-failures">
                <Table.Tbody>
                  {result.failures.map((failure) => (
                    <Table.Tr key={failure.line}>
                      <Table.Td>{t('contactImportLine', { line: failure.line })}</Table.Td>
                      <Table.Td>
                        {failure.problems.map((problem) => t(`import${problem}` as TMessageKey)).join('；')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('close')}
          </Button>
          <Button loading={busy} disabled={!file} onClick={() => void upload()} data-testid="contact-import-start">
            {t('contactImportStart')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
