// /hrContract/previewContract (route power hr:batch): the filled contract of one row of the employee
// list being prepared on /hrcontract/startHRContract, on a page of its own. The list comes from the
// tab's hand-over draft (hr-preview-draft.ts); `?row=N` (1-based) chooses the row, and picking
// another employee rewrites it. Nothing is stored or signed: the server fills the template only.
import { useEffect, useState } from 'react';
import { Alert, Anchor, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { ROUTE_TITLES } from '@ecsign/core/guard';
import { usePortalSession } from '../../app/portal-session';
import { useLocation, useNavigate } from '../../app/router';
import { PdfPagesViewer, type PdfDocumentLoader } from '../../components/pdf-pages';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { previewRow } from '../start-hr-contract/hr-calls';
import { readHrPreviewDraft } from './hr-preview-draft';

const START_PATH = '/hrcontract/startHRContract';

/** The 1-based row of `?row=`, kept inside the draft's rows (the first row otherwise). */
function chosenRow(search: string, count: number): number {
  const asked = Number(new URLSearchParams(search).get('row'));
  return Number.isInteger(asked) && asked >= 1 && asked <= count ? asked : 1;
}

export function HrPreviewContractScreen(props: { params?: Record<string, string>; loader?: PdfDocumentLoader }) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [draft] = useState(readHrPreviewDraft);
  const row = chosenRow(search, draft?.rows.length ?? 0);
  const [pdf, setPdf] = useState<{ row: number; bytes?: Uint8Array; failure?: string } | null>(null);

  useEffect(() => {
    const employee = draft?.rows[row - 1];
    if (!draft || !employee) return;
    let live = true;
    previewRow(api, draft.templateId, employee).then(
      (bytes) => live && setPdf({ row, bytes }),
      (caught) => live && setPdf({ row, failure: errorText(caught, language) }),
    );
    return () => {
      live = false;
    };
  }, [api, draft, row, language]);

  const title = ROUTE_TITLES.contractPreview[language];
  if (!draft)
    return (
      <Stack p="lg" gap="md" maw={720} data-testid="hr-preview-page">
        <Title order={3}>{title}</Title>
        <Alert color="orange" data-testid="hr-preview-no-draft">
          {t('hrPreviewNoDraft')}
        </Alert>
        <Anchor onClick={() => navigate(START_PATH)}>{t('hrPreviewBack')}</Anchor>
      </Stack>
    );

  const current = pdf?.row === row ? pdf : null;
  return (
    <Stack p="lg" gap="md" data-testid="hr-preview-page">
      <Group justify="space-between" align="end">
        <Stack gap={2}>
          <Title order={3}>{title}</Title>
          <Text c="dimmed">{draft.templateName}</Text>
        </Stack>
        <Select
          label={t('hrPreviewRowPick')}
          data={draft.rows.map((employee, i) => ({ value: String(i + 1), label: `${i + 1}. ${employee.name}` }))}
          value={String(row)}
          onChange={(value) => value && navigate(`/hrContract/previewContract?row=${value}`)}
          allowDeselect={false}
          w={260}
          data-testid="hr-preview-row"
        />
      </Group>
      {!current && <Loader size="sm" />}
      {current?.failure && (
        <Alert color="red" role="alert">
          {current.failure}
        </Alert>
      )}
      {current?.bytes && <PdfPagesViewer bytes={current.bytes} height="80vh" loader={props.loader} />}
    </Stack>
  );
}
