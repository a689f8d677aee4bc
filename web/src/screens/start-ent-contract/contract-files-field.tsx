// The documents or the attachments of the plan: chosen files are checked first (type, count, size),
// then uploaded one by one with the share sent shown as a percentage; each uploaded file is listed
// with a remove button, and an uploaded PDF document with its first page (drawn from the chosen file).
import { useState } from 'react';
import { ActionIcon, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { AppError } from '@ecsign/core/errors';
import type { TUploadKind, TUploadedFile } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { errorText } from '../../forms/error-text';
import { ErrorTextNode } from '../../forms/error-text-node';
import { useI18n } from '../../i18n/i18n-context';
import { checkAttachments, DOCUMENT_ACCEPT, isDocumentFile } from './check-chosen-files';
import type { TFileRow } from './contract-form-state';
import type { PdfDocumentLoader } from '../../components/pdf-pages';
import { FirstPagePreview } from './first-page-preview';
import type { TUploadProgress } from './post-file-bytes';
import { uploadContractFile } from './upload-contract-file';

export type FileUploader = (file: File, kind: TUploadKind, onProgress?: TUploadProgress) => Promise<TUploadedFile>;

function isPdf(file: File): boolean {
  return file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
}

function formatSize(bytes: number | undefined): string {
  if (bytes === undefined) return '';
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

export function ContractFilesField(props: {
  kind: TUploadKind;
  label: string;
  files: TFileRow[];
  onChange(files: TFileRow[]): void;
  error?: string;
  uploader?: FileUploader;
  /** Draws the previews (pdf.js by default; tests hand in a stand-in). */
  previewLoader?: PdfDocumentLoader;
}) {
  const { kind, label, files, onChange, error } = props;
  const { t, language } = useI18n();
  const { current } = usePortalSession();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  /** The chosen PDF documents by their uploaded file id, for the first-page previews. */
  const [chosenPdfs, setChosenPdfs] = useState<ReadonlyMap<string, File>>(new Map());
  const upload: FileUploader =
    props.uploader ??
    ((file, uploadKind, onProgress) =>
      uploadContractFile({
        file,
        kind: uploadKind,
        accessToken: current().loginUser?.access_token,
        language,
        onProgress,
      }));

  async function choose(chosen: File[]) {
    setProblem(null);
    if (chosen.length === 0) return;
    if (kind === 'DOCUMENT') {
      const wrong = chosen.find((file) => !isDocumentFile(file));
      if (wrong) return setProblem(t('contractDocumentType', { name: wrong.name }));
    } else {
      const attached = files.map((file) => ({ name: file.fileName, size: file.fileSize ?? 0 }));
      const check = checkAttachments(attached, chosen);
      if (!check.ok) {
        const text = new AppError(check.code).userMessage(language);
        return setProblem(check.fileName ? `${check.fileName}: ${text}` : text);
      }
    }
    setBusy(true);
    const added: TFileRow[] = [];
    const pdfs = new Map(chosenPdfs);
    try {
      for (const file of chosen) {
        setProgress({ name: file.name, percent: 0 });
        const uploaded = await upload(file, kind, (percent) => setProgress({ name: file.name, percent }));
        added.push({ fileId: uploaded.fileId, fileName: uploaded.fileName, fileSize: uploaded.fileSize });
        if (kind === 'DOCUMENT' && isPdf(file)) pdfs.set(uploaded.fileId, file);
      }
    } catch (caught) {
      setProblem(errorText(caught, language));
    } finally {
      // Whatever made it up is kept, so a failure on the third file does not lose the first two.
      if (added.length > 0) onChange([...files, ...added]);
      setChosenPdfs(pdfs);
      setProgress(null);
      setBusy(false);
    }
  }

  const shown = problem ?? error;
  return (
    <Stack gap={6} data-testid={`files-${kind.toLowerCase()}`}>
      <Group gap="sm">
        <Text fw={500} size="sm">
          {label}
        </Text>
        <FileButton
          multiple
          accept={kind === 'DOCUMENT' ? DOCUMENT_ACCEPT : undefined}
          onChange={(f) => void choose(f)}
        >
          {(buttonProps) => (
            <Button {...buttonProps} size="xs" variant="light" loading={busy}>
              {t(kind === 'DOCUMENT' ? 'contractAddDocument' : 'contractAddAttachment')}
            </Button>
          )}
        </FileButton>
        {kind === 'ATTACHMENT' && (
          <Text size="xs" c="dimmed">
            {t('contractAttachmentLimits')}
          </Text>
        )}
      </Group>
      {progress && (
        <Stack gap={2} data-testid="upload-progress">
          <Text size="sm" aria-live="polite">
            {t('contractUploadProgress', progress)}
          </Text>
          <Progress value={progress.percent} aria-label={progress.name} size="sm" />
        </Stack>
      )}
      {files.map((file, index) => (
        <Group key={file.fileId} gap="xs" data-testid="uploaded-file" align="flex-start">
          {chosenPdfs.has(file.fileId) && (
            <FirstPagePreview file={chosenPdfs.get(file.fileId)!} loader={props.previewLoader} />
          )}
          <Text size="sm">{file.fileName}</Text>
          <Text size="xs" c="dimmed">
            {formatSize(file.fileSize)}
          </Text>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="red"
            aria-label={t('contractRemoveFile', { name: file.fileName })}
            onClick={() => onChange(files.filter((_, i) => i !== index))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      {shown && <ErrorTextNode text={shown} field={kind === 'DOCUMENT' ? 'documents' : 'attachments'} />}
    </Stack>
  );
}
