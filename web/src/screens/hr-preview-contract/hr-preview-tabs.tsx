// The filled contracts of the first rows of an employee list, before anything is sent: each row's
// template with its values written in, drawn by pdf.js. Embedded in the startHRContract screen (the
// rows come from its parsed list); /hrContract/previewContract shows any row on a page of its own.
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import type { ApiClient } from '@ecsign/core/api';
import type { THrEmployeeRow } from '@ecsign/core/model';
import { PdfPagesViewer } from '../../components/pdf-pages';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { previewRow } from '../start-hr-contract/hr-calls';

export const PREVIEW_ROWS = 3;

export function HrPreviewTabs(props: {
  api: ApiClient;
  templateId: string;
  rows: THrEmployeeRow[];
  /** Opens /hrContract/previewContract on the given row (1-based). */
  onOpenPage?: (row: number) => void;
}) {
  const { t, language } = useI18n();
  const rows = props.rows.slice(0, PREVIEW_ROWS);
  const [active, setActive] = useState('0');
  const [pdfs, setPdfs] = useState<Record<string, Uint8Array | string>>({});
  const index = Number(active);
  const row = rows[index];

  useEffect(() => {
    if (!row || pdfs[active]) return;
    let live = true;
    previewRow(props.api, props.templateId, row).then(
      (bytes) => live && setPdfs((all) => ({ ...all, [active]: bytes })),
      (caught) => live && setPdfs((all) => ({ ...all, [active]: errorText(caught, language) })),
    );
    return () => {
      live = false;
    };
  }, [active, row, pdfs, props.api, props.templateId, language]);

  if (rows.length === 0) return null;
  const current = pdfs[active];
  return (
    <Stack gap="xs" data-testid="hr-preview">
      <Group justify="space-between">
        <Text fw={600}>{t('hrPreviewTitle', { count: rows.length })}</Text>
        {props.onOpenPage && (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => props.onOpenPage?.(index + 1)}
            data-testid="hr-preview-open"
          >
            {t('hrPreviewOpen')}
          </Button>
        )}
      </Group>
      <Tabs value={active} onChange={(value) => setActive(value ?? '0')}>
        <Tabs.List>
          {rows.map((r, i) => (
            <Tabs.Tab key={i} value={String(i)}>
              {r.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {current === undefined && <Loader size="sm" />}
      {typeof current === 'string' && <Alert color="red">{current}</Alert>}
      {current instanceof Uint8Array && <PdfPagesViewer bytes={current} height="60vh" />}
    </Stack>
  );
}
