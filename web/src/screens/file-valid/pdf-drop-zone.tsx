// Where files come in: dropped onto the zone, or chosen with the file picker (several at once).
import { useRef, useState } from 'react';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useI18n } from '../../i18n/i18n-context';

export function PdfDropZone(props: { onFiles: (files: File[]) => void }) {
  const { onFiles } = props;
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      data-testid="drop-zone"
      data-over={over || undefined}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: over ? 'var(--mantine-color-blue-5)' : undefined,
        background: over ? 'var(--mantine-color-blue-0)' : undefined,
        cursor: 'pointer',
      }}
      onClick={() => input.current?.click()}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const files = [...event.dataTransfer.files];
        if (files.length > 0) onFiles(files);
      }}
    >
      <Stack align="center" gap="sm">
        <Text ta="center">{t('fileValidDrop')}</Text>
        <Button variant="light" onClick={(event) => (event.stopPropagation(), input.current?.click())}>
          {t('fileValidChooseFiles')}
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          multiple
          hidden
          data-testid="file-input"
          aria-label={t('fileValidChooseFiles')}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </Stack>
    </Paper>
  );
}
