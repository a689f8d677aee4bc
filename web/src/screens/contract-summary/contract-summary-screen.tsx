// /contract/summary/{planId}/{fileIndex}/{queryStatus}/ (headers hidden): one plan in detail —
// its facts and progress, the document `fileIndex` drawn with every party's positions, the
// signatories, the audit trail, the attachments and the template information panel. `queryStatus`
// is the file-manager tab it was opened from (the way back).
import { FIELD_TYPE_LABEL } from '@ecsign/ui/texts';
import { PageLink } from '../../components/page-link/page-link';
import { useCallback, useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import { FILE_MANAGER_TABS } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useNavigate } from '../../app/router';
import { PdfPagesViewer, usePdfBytes, type PdfDocumentLoader } from '../../components/pdf-pages';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { openPdfWithSession } from '../../components/template-panel/open-pdf-with-session';
import { TemplatePanel } from '../../components/template-panel/template-panel';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { downloadDocumentPdf, loadContractDetail } from '../file-sign/contract-detail-calls';
import { positionsAsBoxes } from '../file-sign/positions-as-boxes';
import { SignatoryProgress } from '../file-sign/signatory-progress';
import { saveBytesAsFile } from '../file-manage/save-bytes-as-file';
import { ContractEvents } from './contract-events';
import { ContractFacts } from './contract-facts';
import { SummaryActions } from './summary-actions';

export function ContractSummaryScreen(props: { params: Record<string, string>; loader?: PdfDocumentLoader }) {
  const { planId = '', fileIndex = '0', queryStatus = 'ALL' } = props.params;
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const navigate = useNavigate();
  const detail = useRemoteData(useCallback(() => loadContractDetail(api, planId), [api, planId]));
  const [attachmentProblem, setAttachmentProblem] = useState<string | null>(null);
  const [pdfProblem, setPdfProblem] = useState<string | null>(null);
  const plan = detail.data;
  const index = Math.max(0, Math.min(Number(fileIndex) || 0, (plan?.documents.length ?? 1) - 1));
  const document = plan?.documents[index];
  const watermark = plan?.watermarkState === 'ENABLE';
  const loadBytes = useCallback(
    () => downloadDocumentPdf(api, { planId, documentId: document!.documentId, watermark }),
    // A new revision (a signature, completion) means new bytes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, planId, document?.documentId, document?.revision, watermark],
  );
  const { bytes, error: bytesError } = usePdfBytes(document ? loadBytes : null);
  const backTab = (FILE_MANAGER_TABS as readonly string[]).includes(queryStatus) ? queryStatus : 'ALL';

  if (detail.error && !plan) {
    // An unknown or hidden plan still leaves a way back to where it was opened from (R-contract-summary).
    return (
      <Stack gap="sm" data-testid="summary-failure">
        <Title order={3}>{t('summaryUnavailable')}</Title>
        <Alert color="red">{errorText(detail.error, language)}</Alert>
        <PageLink to={`/contract/fileManage?tab=${backTab}`}>{t('summaryBackToFileManager')}</PageLink>
      </Stack>
    );
  }
  if (!plan) return <Loader role="status" aria-label={t('loading')} />;

  const boxes = document
    ? positionsAsBoxes(plan, document.documentId, {
        mine: t('signMyPosition'),
        kind: (kind) => t(FIELD_TYPE_LABEL[kind]),
      })
    : [];

  async function downloadAttachment(attachmentId: string, fileName: string) {
    setAttachmentProblem(null);
    try {
      const file = await api.download(endpoints.contracts.attachment, { params: { planId, attachmentId } });
      saveBytesAsFile(file.bytes, fileName, file.contentType);
    } catch (caught) {
      setAttachmentProblem(errorText(caught, language));
    }
  }

  return (
    <Stack gap="sm" data-testid="contract-summary">
      <Group justify="space-between" wrap="wrap">
        <Title order={3}>{plan.taskName}</Title>
        <Button variant="subtle" onClick={() => navigate(`/contract/fileManage?tab=${backTab}`)}>
          {t('back')}
        </Button>
      </Group>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <ContractFacts plan={plan} />
          <SummaryActions plan={plan} onChanged={() => void detail.reload()} />
        </Stack>
      </Paper>
      <Tabs defaultValue="document" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="document">{t('summaryDocument')}</Tabs.Tab>
          <Tabs.Tab value="signatories">
            {t('signProgress', { signed: plan.progress.signed, total: plan.progress.total })}
          </Tabs.Tab>
          <Tabs.Tab value="events">{t('summaryEvents')}</Tabs.Tab>
          <Tabs.Tab value="attachments">{t('contractAttachments')}</Tabs.Tab>
          <Tabs.Tab value="template">{t('summaryTemplate')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="document" pt="sm">
          {plan.documents.length > 1 && (
            <Group gap="xs" mb="xs">
              {plan.documents.map((doc, i) => (
                <Button
                  key={doc.documentId}
                  size="compact-sm"
                  variant={i === index ? 'filled' : 'default'}
                  onClick={() => navigate(`/contract/summary/${encodeURIComponent(planId)}/${i}/${queryStatus}/`)}
                >
                  {doc.name}
                </Button>
              ))}
            </Group>
          )}
          {bytesError ? (
            <Alert color="red">{errorText(bytesError, language)}</Alert>
          ) : (
            <PdfPagesViewer bytes={bytes} loader={props.loader} boxes={boxes} height="70vh" />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="signatories" pt="sm">
          <SignatoryProgress signatories={plan.signatories} ordered={plan.orderState === 'ORDER'} />
          {plan.ccList.length > 0 && (
            <Text size="sm" mt="sm">
              {t('contractCcList')}：{plan.ccList.map((cc) => cc.enterpriseName ?? cc.name).join('、')}
            </Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="events" pt="sm">
          <ContractEvents events={plan.events} />
        </Tabs.Panel>
        <Tabs.Panel value="attachments" pt="sm">
          {plan.attachments.length === 0 && <Text c="dimmed">{t('noData')}</Text>}
          <Stack gap={4}>
            {plan.attachments.map((attachment) => (
              <Anchor
                key={attachment.attachmentId}
                component="button"
                onClick={() => void downloadAttachment(attachment.attachmentId, attachment.fileName)}
              >
                {attachment.fileName}
              </Anchor>
            ))}
          </Stack>
          {attachmentProblem && <Text c="red">{attachmentProblem}</Text>}
        </Tabs.Panel>
        <Tabs.Panel value="template" pt="sm">
          <TemplatePanel
            panel={plan.templatePanel}
            onOpenPdf={(url) => {
              setPdfProblem(null);
              openPdfWithSession(api, url).catch((error: unknown) => setPdfProblem(errorText(error, language)));
            }}
          />
          {pdfProblem && <Text c="red">{pdfProblem}</Text>}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
