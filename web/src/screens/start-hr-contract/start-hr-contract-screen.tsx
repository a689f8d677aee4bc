// /hrcontract/startHRContract (route power hr:batch): HR contracts for many employees at once.
// Choose an HR template, download its sample list, upload the employee list (CSV or XLSX; read by
// the server, nothing stored), see every row's problems or a preview of the first filled
// contracts, then send now or at a time — and follow the batch live: progress, pause / resume /
// cancel, and each row's result.
import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Paper,
  Progress,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  HR_ROW_PROBLEM_TEXTS,
  ZLocalDateTime,
  type THrBatchView,
  type THrParseReply,
  type THrRowIssue,
  type THrRowView,
  type THrTemplateOption,
} from '@ecsign/core/model';
import { ROUTE_TITLES } from '@ecsign/core/guard';
import { usePortalSession } from '../../app/portal-session';
import { StateTable } from '../../components/paged-table/state-table';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { clearHrPreviewDraft, saveHrPreviewDraft } from '../hr-preview-contract/hr-preview-draft';
import { HrPreviewTabs } from '../hr-preview-contract/hr-preview-tabs';
import {
  controlBatch,
  downloadSample,
  listHrTemplates,
  parseEmployeeList,
  readBatch,
  readRows,
  sendBatch,
} from './hr-calls';

const POLL_MS = 1500;

export function StartHrContractScreen() {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const [templates, setTemplates] = useState<THrTemplateOption[] | null>(null);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [taskName, setTaskName] = useState('');
  const [deadline, setDeadline] = useState('');
  const [sendAt, setSendAt] = useState('');
  const [parsed, setParsed] = useState<THrParseReply | null>(null);
  const [batch, setBatch] = useState<THrBatchView | null>(null);
  const [results, setResults] = useState<THrRowView[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    listHrTemplates(api).then(
      (list) => live && setTemplates(list),
      (caught) => live && (setTemplates([]), setFailure(errorText(caught, language))),
    );
    return () => {
      live = false;
    };
  }, [api, language]);

  // Live progress: poll until the batch is finished; the results follow each poll.
  const batchId = batch?.batchId;
  const finished = batch?.state === 'FINISH';
  useEffect(() => {
    if (!batchId) return;
    let live = true;
    const refresh = async () => {
      try {
        const [view, rows] = await Promise.all([readBatch(api, batchId), readRows(api, batchId, 1, 100)]);
        if (!live) return;
        setBatch(view);
        setResults(rows.records);
      } catch (caught) {
        if (live) setFailure(errorText(caught, language));
      }
    };
    void refresh();
    const timer = finished ? undefined : setInterval(() => void refresh(), POLL_MS);
    return () => {
      live = false;
      if (timer) clearInterval(timer);
    };
  }, [api, batchId, finished, language]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (caught) {
      setFailure(errorText(caught, language));
    } finally {
      setBusy(false);
    }
  };

  const upload = (file: File | null) =>
    file && templateId
      ? run(async () => {
          const list = await parseEmployeeList(api, templateId, file);
          setParsed(list);
          // A clean list can be previewed row by row on /hrContract/previewContract.
          if (list.issues.length === 0 && list.rows.length > 0) {
            const templateName = templates?.find((item) => item.templateId === templateId)?.name ?? '';
            saveHrPreviewDraft({ templateId, templateName, rows: list.rows });
          } else clearHrPreviewDraft();
        })
      : undefined;

  const sample = () =>
    templateId &&
    run(async () => {
      const url = URL.createObjectURL(await downloadSample(api, templateId));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'employees.csv';
      link.click();
      URL.revokeObjectURL(url);
    });

  const timeInvalid = (text: string) => text.trim() !== '' && !ZLocalDateTime.safeParse(text).success;
  const canSend =
    Boolean(templateId && taskName.trim() && parsed && parsed.rows.length > 0 && parsed.issues.length === 0) &&
    !timeInvalid(sendAt) &&
    !timeInvalid(deadline);
  const send = () =>
    run(async () => {
      clearHrPreviewDraft();
      setBatch(
        await sendBatch(api, {
          templateId: templateId!,
          taskName: taskName.trim(),
          rows: parsed!.rows,
          ...(deadline.trim() ? { endTime: deadline.trim() } : {}),
          ...(sendAt.trim() ? { startTime: sendAt.trim() } : {}),
        }),
      );
    });

  if (batch)
    return (
      <BatchProgress
        batch={batch}
        results={results}
        busy={busy}
        failure={failure}
        onAction={(action) => run(async () => setBatch(await controlBatch(api, batch.batchId, action)))}
        onNew={() => (setBatch(null), setParsed(null), setResults([]))}
      />
    );

  return (
    <Stack gap="md" maw={960}>
      <Title order={3}>{ROUTE_TITLES.startHRContract[language]}</Title>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Paper withBorder p="md">
        <Stack gap="sm">
          {templates && templates.length === 0 && <Text c="dimmed">{t('hrTemplateNone')}</Text>}
          <Group align="end">
            <Select
              label={t('hrTemplate')}
              data={(templates ?? []).map((item) => ({ value: item.templateId, label: item.name }))}
              value={templateId}
              onChange={(value) => (setTemplateId(value), setParsed(null))}
              w={320}
              data-testid="hr-template"
            />
            <Button variant="light" disabled={!templateId || busy} onClick={() => void sample()}>
              {t('hrSampleDownload')}
            </Button>
          </Group>
          <TextInput
            label={t('hrTaskName')}
            value={taskName}
            onChange={(e) => setTaskName(e.currentTarget.value)}
            maxLength={100}
          />
          <TextInput
            label={t('hrDeadline')}
            placeholder="2026-12-31 18:00"
            value={deadline}
            onChange={(e) => setDeadline(e.currentTarget.value)}
            error={timeInvalid(deadline) ? t('hrAtInvalid') : undefined}
          />
          <div data-testid="hr-file">
            <FileInput
              label={t('hrUploadList')}
              accept=".csv,.xlsx"
              disabled={!templateId || busy}
              onChange={(file) => void upload(file)}
            />
          </div>
        </Stack>
      </Paper>
      {parsed && <ParsedList parsed={parsed} />}
      {parsed && parsed.issues.length === 0 && templateId && (
        <HrPreviewTabs
          api={api}
          templateId={templateId}
          rows={parsed.rows}
          onOpenPage={(row) => window.open(`/hrContract/previewContract?row=${row}`, '_blank')}
        />
      )}
      <Group align="end">
        <TextInput
          label={t('hrSendAt')}
          placeholder="2026-12-01 09:00"
          value={sendAt}
          onChange={(e) => setSendAt(e.currentTarget.value)}
          error={timeInvalid(sendAt) ? t('hrAtInvalid') : undefined}
        />
        <Button disabled={!canSend} loading={busy} onClick={() => void send()} data-testid="hr-send">
          {t('hrSend')}
        </Button>
      </Group>
    </Stack>
  );
}

function ParsedList(props: { parsed: THrParseReply }) {
  const { t, language } = useI18n();
  const { rows, issues } = props.parsed;
  if (issues.length === 0) return <Text data-testid="hr-rows-read">{t('hrRowsRead', { count: rows.length })}</Text>;
  return (
    <Stack gap="xs">
      <Alert color="orange">{`${t('hrIssuesTitle')} · ${t('hrRowsInvalid', { count: issues.length })}`}</Alert>
      <StateTable<THrRowIssue & { n: number }>
        testId="hr-issues"
        rows={issues.map((issue, n) => ({ ...issue, n }))}
        rowKey={(issue) => String(issue.n)}
        columns={[
          { key: 'row', title: t('hrColRow') },
          { key: 'column', title: t('hrColColumn') },
          {
            key: 'problem',
            title: t('hrColProblem'),
            render: (issue) =>
              `${HR_ROW_PROBLEM_TEXTS[issue.problem][language]}${issue.value ? `（${issue.value}）` : ''}`,
          },
        ]}
      />
    </Stack>
  );
}

function BatchProgress(props: {
  batch: THrBatchView;
  results: THrRowView[];
  busy: boolean;
  failure: string | null;
  onAction(action: 'pause' | 'resume' | 'cancel'): void;
  onNew(): void;
}) {
  const { t } = useI18n();
  const { batch } = props;
  const done = batch.sentCount + batch.failedCount + batch.cancelledCount;
  const percent = batch.rowCount === 0 ? 100 : Math.round((done / batch.rowCount) * 100);
  const open = batch.state !== 'FINISH';
  return (
    <Stack gap="md" maw={960} data-testid="hr-progress">
      <Group justify="space-between">
        <Title order={3}>{batch.taskName}</Title>
        <Group gap="xs">
          <Badge>{t(`hrState${batch.state}`)}</Badge>
          {batch.control !== 'RUNNING' && <Badge color="gray">{t(`hrControl${batch.control}`)}</Badge>}
        </Group>
      </Group>
      {props.failure && (
        <Alert color="red" role="alert">
          {props.failure}
        </Alert>
      )}
      {batch.startTime && open && <Text>{t('hrBatchScheduled', { time: batch.startTime })}</Text>}
      <Progress value={percent} />
      <Text data-testid="hr-counts">
        {t('hrProgress', { sent: batch.sentCount, failed: batch.failedCount, total: batch.rowCount })}
      </Text>
      <Group>
        {open && batch.control === 'RUNNING' && (
          <Button variant="light" disabled={props.busy} onClick={() => props.onAction('pause')}>
            {t('hrPause')}
          </Button>
        )}
        {open && batch.control === 'PAUSED' && (
          <Button variant="light" disabled={props.busy} onClick={() => props.onAction('resume')}>
            {t('hrResume')}
          </Button>
        )}
        {open && (
          <Button color="red" variant="light" disabled={props.busy} onClick={() => props.onAction('cancel')}>
            {t('hrCancel')}
          </Button>
        )}
        {!open && <Button onClick={props.onNew}>{t('hrNewBatch')}</Button>}
      </Group>
      <StateTable<THrRowView>
        testId="hr-results"
        rows={props.results}
        rowKey={(row) => row.rowId}
        columns={[
          { key: 'index', title: t('hrColRow') },
          { key: 'businessId', title: t('hrColBusinessId') },
          { key: 'name', title: t('hrColName') },
          { key: 'mobile', title: t('hrColMobile') },
          { key: 'status', title: t('hrColStatus'), render: (row) => t(`hrRow${row.status}`) },
          { key: 'taskNo', title: t('hrColTaskNo'), render: (row) => row.taskNo ?? '' },
          { key: 'errorMessage', title: t('hrColReason'), render: (row) => row.errorMessage ?? '' },
        ]}
      />
    </Stack>
  );
}
