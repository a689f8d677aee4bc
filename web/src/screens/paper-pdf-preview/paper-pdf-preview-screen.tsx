// /paperPdfPreview (title "file preview"): one PDF on its own page — a plan's document
// (?planId=…&documentId=…, with the watermark when the plan asks for it on previews) or an upload
// not yet sent (?fileId=…) — drawn page by page with zoom.
import { useCallback } from 'react';
import { Alert, Container, Stack, Title } from '@mantine/core';
import { usePortalSession } from '../../app/portal-session';
import { useLocation } from '../../app/router';
import { PdfPagesViewer, usePdfBytes, type PdfDocumentLoader } from '../../components/pdf-pages';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { downloadDocumentPdf } from '../file-sign/contract-detail-calls';
import { downloadUpload } from '../start-ent-contract/contract-calls';

export function PaperPdfPreviewScreen(props: { params: Record<string, string>; loader?: PdfDocumentLoader }) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const query = new URLSearchParams(useLocation().search);
  const planId = query.get('planId');
  const documentId = query.get('documentId');
  const fileId = query.get('fileId');
  const watermark = query.get('watermark') === 'true';
  const load = useCallback(async () => {
    if (planId && documentId) return downloadDocumentPdf(api, { planId, documentId, watermark });
    return downloadUpload(api, fileId!);
  }, [api, planId, documentId, fileId, watermark]);
  const known = Boolean((planId && documentId) || fileId);
  const { bytes, error } = usePdfBytes(known ? load : null);

  return (
    <Container size="lg" py="md" data-testid="paper-pdf-preview">
      <Stack gap="sm">
        <Title order={3}>{t('filePreviewTitle')}</Title>
        {!known && <Alert color="red">{t('filePreviewNothing')}</Alert>}
        {error ? <Alert color="red">{errorText(error, language)}</Alert> : null}
        {known && !error && <PdfPagesViewer bytes={bytes} loader={props.loader} height="calc(100vh - 120px)" />}
      </Stack>
    </Container>
  );
}
