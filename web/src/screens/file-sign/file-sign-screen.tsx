// /fileSign/fileSign?planId=… (headers hidden): the signatory reads the document (pdf.js) with
// their positions highlighted, picks a seal or signature, confirms with an SMS code and signs — or
// refuses with a reason. Laid out in one column on a phone; on a desktop a QR code carries the
// same page to the phone (its path and query after the staff's QR base URL when one is set).
import { FIELD_TYPE_LABEL } from '../../components/field-type-label';
import { useCallback, useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CONTRACT_LIST_STATUS_LABELS, type TSignReply } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useLocation, useNavigate } from '../../app/router';
import { PdfPagesViewer, usePdfBytes, type PdfDocumentLoader } from '../../components/pdf-pages';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { downloadDocumentPdf, loadContractDetail } from './contract-detail-calls';
import { positionsAsBoxes } from './positions-as-boxes';
import { PortalQrCode } from './portal-qr-code';
import { ReasonDialog } from './reason-dialog';
import { refuseContract } from './sign-calls';
import { SignPanel } from './sign-panel';
import { SignatoryProgress } from './signatory-progress';
import { useScrollToBox } from './use-scroll-to-box';

export function FileSignScreen(props: { params: Record<string, string>; loader?: PdfDocumentLoader }) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const navigate = useNavigate();
  const planId = new URLSearchParams(useLocation().search).get('planId') ?? '';
  const wide = useMediaQuery('(min-width: 62em)');
  const detail = useRemoteData(
    useCallback(() => (planId ? loadContractDetail(api, planId) : Promise.reject(new Error('no plan'))), [api, planId]),
  );
  const [documentIndex, setDocumentIndex] = useState(0);
  const [signed, setSigned] = useState<TSignReply | null>(null);
  const [refusing, setRefusing] = useState(false);

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
  const myFirstPosition = plan?.signatories
    .find((signatory) => signatory.isMe)
    ?.positions.find((position) => position.documentId === document?.documentId)?.positionId;
  const showMyPosition = useScrollToBox(myFirstPosition, documentReady);
  const onDocument = useCallback(() => setDocumentReady(true), []);

  if (!planId) return <Alert color="red">{t('signNoPlan')}</Alert>;
  if (detail.error && !plan) {
    return (
      <Alert color="red" data-testid="sign-load-failure">
        {errorText(detail.error, language)}
      </Alert>
    );
  }
  if (!plan) return <Loader aria-label={t('loading')} />;

  const boxes = document
    ? positionsAsBoxes(plan, document.documentId, {
        mine: t('signMyPosition'),
        kind: (kind) => t(FIELD_TYPE_LABEL[kind]),
      })
    : [];
  const me = plan.signatories.find((signatory) => signatory.isMe);

  async function refuse(reason: string) {
    await refuseContract(api, planId, reason);
    await detail.reload();
  }

  const side = (
    <Stack gap="md" w={wide ? 340 : '100%'}>
      <Paper withBorder p="sm">
        <Stack gap="xs">
          <Text fw={600}>{t('signProgress', { signed: plan.progress.signed, total: plan.progress.total })}</Text>
          <SignatoryProgress signatories={plan.signatories} ordered={plan.orderState === 'ORDER'} />
        </Stack>
      </Paper>
      {signed && (
        <Alert color="green" data-testid="sign-done">
          {t(signed.completed ? 'signDoneCompleted' : 'signDone')}
        </Alert>
      )}
      {plan.actions.sign && !signed && (
        <Paper withBorder p="sm">
          <SignPanel
            planId={planId}
            positions={me?.positions}
            confirmations={plan.signConfirmations}
            onSigned={(reply) => {
              setSigned(reply);
              void detail.reload();
            }}
          />
        </Paper>
      )}
      {!plan.actions.sign && me && me.signingState === 0 && plan.status === 1 && !me.isCurrent && (
        <Alert color="blue">{t('signNotYourTurn')}</Alert>
      )}
      {plan.actions.refuse && !signed && (
        <Button variant="light" color="red" onClick={() => setRefusing(true)}>
          {t('refuseTitle')}
        </Button>
      )}
      {wide && plan.actions.sign && !signed && (
        <Paper withBorder p="sm">
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
    <Stack gap="sm" data-testid="file-sign">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Title order={3}>{plan.taskName}</Title>
          <Badge data-testid="plan-status">{CONTRACT_LIST_STATUS_LABELS[plan.listStatus][language]}</Badge>
        </Group>
        <Button variant="subtle" onClick={() => navigate('/contract/fileManage')}>
          {t('back')}
        </Button>
      </Group>
      {plan.voidReason && (
        <Alert color="red">
          {t('signVoidReason')}
          {plan.voidReason}
        </Alert>
      )}
      {plan.documents.length > 1 && (
        <Tabs
          value={String(documentIndex)}
          onChange={(value) => (setDocumentReady(false), setDocumentIndex(Number(value ?? 0)))}
        >
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
              height={wide ? 'calc(100vh - 140px)' : undefined}
              toolbar={
                myFirstPosition && (
                  <Button size="compact-sm" variant="light" color="red" onClick={() => showMyPosition()}>
                    {t('signMyPosition')}
                  </Button>
                )
              }
            />
          )}
        </div>
        {side}
      </Group>
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
