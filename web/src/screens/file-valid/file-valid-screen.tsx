// /file/valid (in the portal, logged in) and /validationFile (open to anyone): the signature check
// (spec items O-functions, R-file-valid, R-validation-file). PDFs dropped or chosen here are checked in the browser by core's validator with the
// browser's WebCrypto — the file never leaves the machine — against the platform's root
// certificates, with a report per signature and its place highlighted on the rendered page.
import { useCallback, useMemo, useRef, useState } from 'react';
import { Alert, Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { createWebCryptoEngine } from '@ecsign/core/pdf';
import { useLocation } from '../../app/router';
import { useI18n } from '../../i18n/i18n-context';
import { LanguageSelect } from '../../i18n/language-select';
import { checkPdfFile, type TFileCheck } from './check-pdf-file';
import { FileCheckCard, type TFileEntry } from './file-check-card';
import { PdfDropZone } from './pdf-drop-zone';
import { readFileBytes } from './read-file-bytes';
import { renderPdfPage, type PageRenderer } from './render-pdf-page';
import { usePlatformAnchors } from './use-platform-anchors';

export function FileValidScreen(props: { params: Record<string, string>; renderer?: PageRenderer }) {
  const renderer = props.renderer ?? renderPdfPage;
  const { t } = useI18n();
  const { path } = useLocation();
  const standalone = path.startsWith('/validationFile');
  const anchors = usePlatformAnchors();
  const engine = useMemo(
    () =>
      createWebCryptoEngine(globalThis.crypto.subtle, {
        getRandomValues: (bytes) => globalThis.crypto.getRandomValues(bytes),
      }),
    [],
  );
  const [entries, setEntries] = useState<TFileEntry[]>([]);
  const nextId = useRef(0);

  const check = useCallback(
    (files: File[]) => {
      const added = files.map((file) => ({ id: nextId.current++, name: file.name, state: 'checking' as const }));
      setEntries((current) => [...added, ...current]);
      added.forEach((entry, i) => {
        void (async () => {
          let result: TFileCheck;
          try {
            const bytes = await readFileBytes(files[i]!);
            result = await checkPdfFile(entry.name, bytes, { engine, trustAnchors: await anchors.anchors });
          } catch {
            // Unreadable from the disk, or a validator failure: the file cannot be checked.
            result = { kind: 'rejected', name: entry.name, code: 'PDF_DAMAGED' };
          }
          setEntries((current) =>
            current.map((e) => (e.id === entry.id ? { id: e.id, name: e.name, state: 'done', check: result } : e)),
          );
        })();
      });
    },
    [engine, anchors.anchors],
  );

  return (
    <Container size="md" py="lg" data-testid="file-valid-screen">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3}>{t('fileValidHeading')}</Title>
          {standalone && <LanguageSelect />}
        </Group>
        <Text>{t('fileValidIntro')}</Text>
        <Alert color="blue" variant="light" data-testid="privacy-note">
          {t('fileValidPrivacy')}
        </Alert>
        {anchors.status !== 'loading' && (
          <Text size="sm" c={anchors.status === 'loaded' ? 'dimmed' : 'orange.8'} data-testid="anchor-status">
            {t(anchors.status === 'loaded' ? 'fileValidAnchorsLoaded' : 'fileValidAnchorsMissing')}
          </Text>
        )}
        <PdfDropZone onFiles={check} />
        {entries.length > 0 && (
          <Group justify="flex-end">
            <Anchor component="button" type="button" size="sm" onClick={() => setEntries([])}>
              {t('fileValidClear')}
            </Anchor>
          </Group>
        )}
        {entries.map((entry) => (
          <FileCheckCard key={entry.id} entry={entry} renderer={renderer} />
        ))}
      </Stack>
    </Container>
  );
}
