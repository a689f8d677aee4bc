// /fileSign/fileSign?planId=… (headers hidden, spec item R-file-sign): the signatory reads the
// document (pdf.js) with their positions highlighted, picks a seal or signature (or draws one),
// confirms with an SMS code or the sign password and signs — or refuses with a reason. Mobile
// first: one column, a bar stuck to the bottom with the next field, sign and refuse, the sign panel
// in a bottom drawer, and the outcome in the same bar; on a desktop the panel sits beside the
// document and a QR code carries the same page to the phone. The first open is reported for the
// audit trail (once per session, the server keeps it to one).
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Drawer, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { FIELD_TYPE_LABEL } from '@ecsign/ui/texts';
import { useMediaQuery } from '@mantine/hooks';
import { CONTRACT_LIST_STATUS_LABELS, type TSignReply } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useLocation, useNavigate } from '../../app/router';
import { PdfPagesViewer, usePdfBytes, type PdfDocumentLoader } from '../../components/pdf-pages';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { downloadContractFiles } from '../file-manage/download-contract-files';
import { downloadDocumentPdf, loadContractDetail } from './contract-detail-calls';
import { myFields } from './my-fields';
import { positionsAsBoxes } from './positions-as-boxes';
import { PortalQrCode } from './portal-qr-code';
import { ReasonDialog } from './reason-dialog';
import { refuseContract, reportPlanViewed } from './sign-calls';
import { SignBar } from './sign-bar';
import { SignPanel } from './sign-panel';
import { SignatoryProgress } from './signatory-progress';
import { useKeepScroll } from './use-keep-scroll';
import { useScrollToBox } from './use-scroll-to-box';

/** A desktop: wide, and a mouse (a phone or tablet held sideways is not offered the QR code). */
const DESKTOP = '(min-width: 62em) and (pointer: fine)';

export function FileSignScreen(props: { params: Record<string, string>; loader?: PdfDocumentLoader }) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const navigate = useNavigate();
  const planId = new URLSearchParams(useLocation().search).get('planId') ?? '';
  const wide = useMediaQuery(DESKTOP);
  const detail = useRemoteData(
    useCallback(() => (planId ? loadContractDetail(api, planId) : Promise.reject(new Error('no plan'))), [api, planId]),
  );
  const [documentIndex, setDocumentIndex] = useState(0);
  const [signed, setSigned] = useState<TSignReply | null>(null);
  const [refusing, setRefusing] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const [fieldIndex, setFieldIndex] = useState(0);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const keepScroll = useKeepScroll();

  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!planId || reported.current === planId) return;
    reported.current = planId;
    // The audit trail only: a failure here never stands in the signer's way.
    reportPlanViewed(api, planId).catch(() => undefined);
  }, [api, planId]);

  const plan = detail.data;
  const document = plan?.documents[documentIndex];
  const watermark = plan?.watermarkState === 'ENABLE';
  const loadBytes = useCallback(
    () => downloadDocumentPdf(api, { planId, documentId: document!.documentId, watermark }),
    // The revision is part of the key: a new signature means new bytes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, planId, document?.documentId, document?.revision, watermark],
  );
  const { bytes, error: bytesError } = usePdfBytes(document ? loadBytes : null);
  const [documentReady, setDocumentReady] = useState(false);
  const fields = plan ? myFields(plan) : [];
  const field = fields[fieldIndex];
  const targetBox = field?.documentIndex === documentIndex ? field.positionId : undefined;
  const showField = useScrollToBox(targetBox, documentReady);
  const { restore } = keepScroll;
  const onDocument = useCallback(() => {
    setDocumentReady(true);
    restore();
  }, [restore]);

  if (!planId) return <Alert color="red">{t('signNoPlan')}</Alert>;
  if (detail.error && !plan) {
    return (
      <Alert color="red" data-testid="sign-load-failure">
        {errorText(detail.error, language)}
      </Alert>
    );
  }
  if (!plan) return <Loader role="status" aria-label={t('loading')} />;

  const boxes = document
    ? positionsAsBoxes(plan, document.documentId, {
        mine: t('signMyPosition'),
        kind: (kind) => t(FIELD_TYPE_LABEL[kind]),
      })
    : [];
  const me = plan.signatories.find((signatory) => signatory.isMe);
  const canSign = plan.actions.sign && !signed;
  const finished = signed !== null || plan.status === 5;

  function showDocument(index: number) {
    setDocumentReady(false);
    setDocumentIndex(index);
  }
  function nextField() {
    if (fields.length === 0) return;
    const next = (fieldIndex + 1) % fields.length;
    const target = fields[next]!;
    setFieldIndex(next);
    if (target.documentIndex !== documentIndex) showDocument(target.documentIndex);
    else if (next === fieldIndex) showField();
  }
  async function refuse(reason: string) {
    await refuseContract(api, planId, reason);
    await detail.reload();
  }
  async function download() {
    setDownloadError(null);
    try {
      await downloadContractFiles(api, planId);
    } catch (caught) {
      setDownloadError(caught);
    }
  }

  const panel = canSign && (
    <SignPanel
      planId={planId}
      positions={me?.positions}
      confirmations={plan.signConfirmations}
      enterprise={me?.subjectType === 'ENTERPRISE'}
      onSigned={(reply) => {
        setPanelOpen(false);
        // The new revision replaces the pages: the signer stays where they were.
        keepScroll.remember();
        setSigned(reply);
        void detail.reload();
      }}
    />
  );

  const side = (
    <Stack gap="md" w={wide ? 340 : '100%'}>
      <Paper withBorder p="sm">
        <Stack gap="xs">
          <Text fw={600}>{t('signProgress', { signed: plan.progress.signed, total: plan.progress.total })}</Text>
          <SignatoryProgress signatories={plan.signatories} ordered={plan.orderState === 'ORDER'} />
        </Stack>
      </Paper>
      {wide && panel && (
        <Paper withBorder p="sm">
          {panel}
        </Paper>
      )}
      {!plan.actions.sign && me && me.signingState === 0 && plan.status === 1 && !me.isCurrent && (
        <Alert color="blue">{t('signNotYourTurn')}</Alert>
      )}
      {wide && canSign && (
        <Paper withBorder p="sm" data-testid="sign-on-phone">
          <Stack gap={4} align="center">
            <PortalQrCode
              path={`${window.location.pathname}${window.location.search}${window.location.hash}`}
              label={t('signOnPhone')}
            />
            <Text size="xs" c="dimmed" ta="center">
              {t('signOnPhone')}
            </Text>
          </Stack>
        </Paper>
      )}
    </Stack>
  );

  return (
    <Stack gap="sm" data-testid="file-sign" mih="100dvh">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" style={{ minWidth: 0 }} wrap="nowrap">
          <Title order={3} lineClamp={1} style={{ minWidth: 0 }}>
            {plan.taskName}
          </Title>
          <Badge data-testid="plan-status" style={{ flexShrink: 0 }}>
            {CONTRACT_LIST_STATUS_LABELS[plan.listStatus][language]}
          </Badge>
        </Group>
        <Button variant="subtle" onClick={() => navigate('/contract/fileManage')} style={{ flexShrink: 0 }}>
          {t('back')}
        </Button>
      </Group>
      {plan.voidReason && (
        <Alert color="red">
          {t('signVoidReason')}
          {plan.voidReason}
        </Alert>
      )}
      {downloadError ? <Alert color="red">{errorText(downloadError, language)}</Alert> : null}
      {plan.documents.length > 1 && (
        <Tabs value={String(documentIndex)} onChange={(value) => showDocument(Number(value ?? 0))}>
          <Tabs.List>
            {plan.documents.map((doc, index) => (
              <Tabs.Tab key={doc.documentId} value={String(index)}>
                {doc.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      <Group align="flex-start" gap="md" wrap={wide ? 'nowrap' : 'wrap'}>
        <div style={{ flex: 1, minWidth: 0, width: wide ? undefined : '100%' }}>
          {bytesError ? (
            <Alert color="red">{errorText(bytesError, language)}</Alert>
          ) : (
            <PdfPagesViewer
              bytes={bytes}
              loader={props.loader}
              boxes={boxes}
              onDocument={onDocument}
              height={wide ? 'calc(100vh - 200px)' : undefined}
              toolbar={
                targetBox && (
                  <Button size="compact-sm" variant="light" color="red" onClick={() => showField()}>
                    {t('signMyPosition')}
                  </Button>
                )
              }
            />
          )}
        </div>
        {side}
      </Group>
      <SignBar
        outcome={
          signed ? (
            <Text size="sm" fw={600} c="green.8" data-testid="sign-done" role="status">
              {t(signed.completed ? 'signDoneCompleted' : 'signDone')}
            </Text>
          ) : undefined
        }
        onDownload={finished && plan.actions.download ? () => void download() : undefined}
        field={
          canSign && fields.length > 0 ? { index: fieldIndex, total: fields.length, onNext: nextField } : undefined
        }
        onSign={canSign && !wide ? () => setPanelOpen(true) : undefined}
        onRefuse={plan.actions.refuse && !signed ? () => setRefusing(true) : undefined}
      />
      {!wide && (
        <Drawer
          opened={panelOpen && Boolean(panel)}
          onClose={() => setPanelOpen(false)}
          position="bottom"
          size="auto"
          title={t('signConfirm')}
          keepMounted
        >
          {panel}
        </Drawer>
      )}
      <ReasonDialog
        opened={refusing}
        title={t('refuseTitle')}
        label={t('refuseReason')}
        confirmLabel={t('refuseConfirm')}
        warning={t('refuseWarning')}
        maxLength={200}
        requiredText={t('refuseReasonRequired')}
        tooLongText={t('reasonTooLong', { max: 200 })}
        onClose={() => setRefusing(false)}
        onConfirm={refuse}
      />
    </Stack>
  );
}
