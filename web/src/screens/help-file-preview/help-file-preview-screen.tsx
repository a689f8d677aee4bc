// /help/filePreview?id=…: a help document drawn page by page with pdf.js, with paging and a
// download link. The bytes come from the server's help file address.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { AuthCard } from '../../components/auth-card/auth-card';
import { useI18n } from '../../i18n/i18n-context';
import { openPdfDocument, type OpenedPdf, type PdfOpener } from './open-pdf-document';
import { useHelpItem } from './use-help-item';

const MAX_WIDTH = 820;

export function HelpFilePreviewScreen(props: { opener?: PdfOpener }) {
  const opener = props.opener ?? openPdfDocument;
  const { t } = useI18n();
  const { item, missing } = useHelpItem();
  const [pdf, setPdf] = useState<OpenedPdf | null>(null);
  const [pageIndex, setPageIndex] = useState(0);
  const [failed, setFailed] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!item) return;
    let live = true;
    let opened: OpenedPdf | undefined;
    fetch(item.fileUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.arrayBuffer();
      })
      .then((buffer) => opener(new Uint8Array(buffer)))
      .then((document) => {
        opened = document;
        if (live) setPdf(document);
        else document.close();
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      opened?.close();
    };
  }, [item, opener]);

  useEffect(() => {
    if (!pdf || !canvas.current) return;
    pdf.renderPage(pageIndex, canvas.current, MAX_WIDTH).catch(() => setFailed(true));
  }, [pdf, pageIndex]);

  return (
    <AuthCard title={item?.title ?? t('helpFilePreviewTitle')} width={MAX_WIDTH + 80} testId="help-file-preview">
      {missing ? (
        <Alert color="gray">{t('notFoundText')}</Alert>
      ) : failed ? (
        <Alert color="red">{t('helpPdfFailed')}</Alert>
      ) : !pdf ? (
        <Loader size="sm" />
      ) : null}
      <Stack gap="sm" align="center" style={{ display: pdf && !failed ? undefined : 'none' }}>
        <canvas ref={canvas} data-testid="help-pdf-canvas" data-page={pageIndex + 1} />
        {pdf && (
          <Group gap="sm">
            <Button size="xs" variant="default" disabled={pageIndex === 0} onClick={() => setPageIndex(pageIndex - 1)}>
              {t('helpPreviousPage')}
            </Button>
            <Text size="sm" data-testid="help-pdf-page">
              {t('helpPage', { page: pageIndex + 1, pages: pdf.pageCount })}
            </Text>
            <Button
              size="xs"
              variant="default"
              disabled={pageIndex + 1 >= pdf.pageCount}
              onClick={() => setPageIndex(pageIndex + 1)}
              data-testid="help-pdf-next"
            >
              {t('helpNextPage')}
            </Button>
          </Group>
        )}
      </Stack>
      {item && (
        <Group justify="flex-end">
          <Button component="a" href={item.fileUrl} download={item.fileName} variant="subtle" size="xs">
            {t('helpDownload')}
          </Button>
        </Group>
      )}
    </AuthCard>
  );
}
