// /entcontract/startEntContract (route power contract:initiate): the plan form (spec's F-plan- items) with its
// defaults, the documents and attachments, signatories, CC recipients and the kind (single,
// contract group, batch). "Save draft" keeps it in the draft box; "Next" saves it and continues on
// /prePlaced to place the positions; with position placing switched off it is sent from here.
// `?planId=` opens a saved draft again.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { CONTRACT_KIND_LABELS, CONTRACT_KINDS, type TContractKind } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useLocation, useNavigate } from '../../app/router';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { loadDraft, saveDraft, sendContract } from './contract-calls';
import type { PdfDocumentLoader } from '../../components/pdf-pages';
import { ContractFilesField, type FileUploader } from './contract-files-field';
import { emptyContractForm, formFromDraft, type TContractFormState } from './contract-form-state';
import { newRequestId } from './new-request-id';
import { PartyRowsEditor } from './party-rows-editor';
import { PlanSettingsFields } from './plan-settings-fields';
import { localNow, validateContractForm } from './validate-contract-form';

export function StartEntContractScreen(props: {
  params: Record<string, string>;
  uploader?: FileUploader;
  /** Draws the uploaded documents' first pages (pdf.js by default). */
  loader?: PdfDocumentLoader;
}) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const draftId = new URLSearchParams(search).get('planId');
  const [form, setForm] = useState<TContractFormState>(emptyContractForm);
  const [loading, setLoading] = useState(Boolean(draftId));
  const [busy, setBusy] = useState<'draft' | 'next' | 'send' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  // One id per send attempt of this form: a retried click after a lost reply sends once.
  const requestId = useRef(newRequestId());

  useEffect(() => {
    if (!draftId) return;
    let live = true;
    loadDraft(api, draftId).then(
      (draft) => live && (setForm(formFromDraft(draft)), setLoading(false)),
      (caught) => live && (setFailure(errorText(caught, language)), setLoading(false)),
    );
    return () => {
      live = false;
    };
  }, [api, draftId, language]);

  const problems = useMemo(() => validateContractForm(form, localNow()), [form]);
  const errors = useMemo(
    () => new Map(showErrors ? problems.map((problem) => [problem.field, t(problem.key)] as const) : []),
    [problems, showErrors, t],
  );
  const change = (patch: Partial<TContractFormState>) => {
    setSaved(false);
    setForm((current) => ({ ...current, ...patch }));
  };

  async function run(action: 'draft' | 'next' | 'send') {
    setFailure(null);
    setShowErrors(true);
    if (problems.length > 0) return;
    setBusy(action);
    try {
      if (action === 'send') {
        const reply = await sendContract(api, form, requestId.current);
        navigate(`/contract/fileManage?tab=INITIATED&sent=${reply.planIds.length}`);
        return;
      }
      const reply = await saveDraft(api, form);
      setForm((current) => ({ ...current, planId: reply.planId, version: reply.version }));
      if (action === 'next') navigate(`/prePlaced?planId=${encodeURIComponent(reply.planId)}`);
      else setSaved(true);
    } catch (caught) {
      setFailure(errorText(caught, language));
    } finally {
      setBusy(null);
    }
  }

  if (loading) return <Loader role="status" aria-label={t('loading')} />;
  const ordered = form.orderState === 'ORDER';
  return (
    <Stack gap="md" data-testid="start-ent-contract">
      <Title order={3}>{t(form.planId ? 'contractEditDraft' : 'contractStart')}</Title>
      <SegmentedControl
        value={form.kind}
        onChange={(kind) => change({ kind: kind as TContractKind })}
        data={CONTRACT_KINDS.map((kind) => ({ value: kind, label: CONTRACT_KIND_LABELS[kind][language] }))}
        aria-label={t('contractKind')}
      />
      <Text size="sm" c="dimmed">
        {t(`contractKindHint${form.kind}`)}
      </Text>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <PlanSettingsFields form={form} onChange={change} errors={errors} />
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="md">
          <ContractFilesField
            kind="DOCUMENT"
            label={t('contractDocuments')}
            files={form.documents}
            onChange={(documents) => change({ documents: form.kind === 'BATCH' ? documents.slice(-1) : documents })}
            error={errors.get('documents')}
            uploader={props.uploader}
            previewLoader={props.loader}
          />
          <ContractFilesField
            kind="ATTACHMENT"
            label={t('contractAttachments')}
            files={form.attachments}
            onChange={(attachments) => change({ attachments })}
            uploader={props.uploader}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="lg">
          <PartyRowsEditor
            list="signatories"
            title={t(form.kind === 'BATCH' ? 'contractCommonSignatories' : 'contractSignatories')}
            rows={form.signatories}
            onChange={(signatories) => change({ signatories })}
            ordered={ordered}
            errors={errors}
          />
          {form.kind === 'BATCH' && (
            <PartyRowsEditor
              list="batchRecipients"
              title={t('contractBatchRecipients')}
              rows={form.batchRecipients}
              onChange={(batchRecipients) => change({ batchRecipients })}
              ordered={false}
              errors={errors}
            />
          )}
          <PartyRowsEditor
            list="ccList"
            title={t('contractCcList')}
            rows={form.ccList}
            onChange={(ccList) => change({ ccList })}
            ordered={false}
            errors={errors}
          />
        </Stack>
      </Paper>
      {showErrors && problems.length > 0 && (
        <Alert color="red" data-testid="form-problems">
          {t('contractFixProblems', { count: problems.length })}
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert" data-testid="contract-failure">
          {failure}
        </Alert>
      )}
      {saved && (
        <Alert color="green" data-testid="draft-saved">
          {t('contractDraftSaved')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" loading={busy === 'draft'} disabled={busy !== null} onClick={() => void run('draft')}>
          {t('contractSaveDraft')}
        </Button>
        {form.positionState === 'ENABLE' ? (
          <Button loading={busy === 'next'} disabled={busy !== null} onClick={() => void run('next')}>
            {t('contractNextPlace')}
          </Button>
        ) : (
          <Button loading={busy === 'send'} disabled={busy !== null} onClick={() => void run('send')}>
            {t('contractSend')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
