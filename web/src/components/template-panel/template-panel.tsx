// The template information panel (spec item R-part-template-panel): the template's title and type and its label rows;
// for a contract group also the group block and the tabs "contract list" and "CC list".
import { Badge, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { TTemplatePanel } from '@ecsign/core/model';
import { useI18n } from '../../i18n/i18n-context';
import { TemplateContractEntries } from './template-contract-entries';
import { TemplateInfoRows } from './template-info-rows';

function openInNewTab(url: string) {
  window.open(url, '_blank', 'noopener');
}

export function TemplatePanel(props: { panel: TTemplatePanel; onOpenPdf?: (url: string) => void }) {
  const { panel, onOpenPdf = openInNewTab } = props;
  const { t } = useI18n();
  const group = panel.templateContractList;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={4}>{panel.title}</Title>
          <Badge variant="outline" aria-label={`${t('templateType')}: ${panel.type}`}>
            {panel.type}
          </Badge>
        </Group>
        <TemplateInfoRows rows={panel.templateInfoList} />
        {panel.templateInfoList.length === 0 && !group && (
          <Text c="dimmed" ta="center">
            {t('noData')}
          </Text>
        )}
        {group && (
          <Stack gap="xs" data-testid="template-group">
            <Text fw={600}>
              {t('contractGroupInfo')}
              {panel.wrapTitle ? `: ${panel.wrapTitle}` : ''}
            </Text>
            <Tabs defaultValue="contracts" keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="contracts">{t('contractList')}</Tabs.Tab>
                <Tabs.Tab value="cc">{t('ccList')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="contracts" pt="sm">
                <TemplateContractEntries entries={group.signatoryList} onOpenPdf={onOpenPdf} />
              </Tabs.Panel>
              <Tabs.Panel value="cc" pt="sm">
                <TemplateContractEntries entries={group.pushList} onOpenPdf={onOpenPdf} />
              </Tabs.Panel>
            </Tabs>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
