// The entries of one tab of a contract group (contracts or CC): title, sign type, detail rows and
// a link that opens the PDF; an empty list shows the no-data text.
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { TTemplateContractEntry } from '@ecsign/core/model';
import { useI18n } from '../../i18n/i18n-context';
import { TemplateInfoRows } from './template-info-rows';

export function TemplateContractEntries(props: {
  entries: readonly TTemplateContractEntry[];
  onOpenPdf(url: string): void;
}) {
  const { entries, onOpenPdf } = props;
  const { t } = useI18n();
  if (entries.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {t('noData')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {entries.map((entry, index) => (
        <Card key={`${entry.title}-${index}`} withBorder padding="sm" data-testid="template-contract-entry">
          <Group justify="space-between" mb="xs">
            <Text fw={600}>{entry.title}</Text>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => onOpenPdf(entry.pdfUrl)}
              aria-label={`${t('viewPdf')} ${entry.title}`}
            >
              {t('viewPdf')}
            </Anchor>
          </Group>
          <Text size="sm" c="dimmed" mb="xs">
            {t('signType')}: {entry.signType}
          </Text>
          <TemplateInfoRows rows={entry.detailList} />
        </Card>
      ))}
    </Stack>
  );
}
