// Message templates (platform staff, platform:config): per notice type a switch for the whole
// type and, for its SMS and e-mail templates, a switch, the text, an editor and a preview page
// (/previewNotify). Templates are platform defaults; enterprises do not override them.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import type { TMessageKey } from '@ecsign/core/i18n';
import { endpoints } from '@ecsign/core/endpoints';
import { NOTICE_TYPE_LABELS, type TNoticeTemplate, type TNoticeTypeSettings } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { TemplateEditDialog } from './template-edit-dialog';

export function TemplatesPanel() {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const [settings, setSettings] = useState<TNoticeTypeSettings[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [editing, setEditing] = useState<{ template: TNoticeTemplate; placeholders: string[] } | null>(null);

  const load = useCallback(async () => {
    try {
      setSettings(await api.call(endpoints.notices.templates));
      setError(null);
    } catch (caught) {
      setError(caught);
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  async function toggle(send: () => Promise<null>) {
    try {
      await send();
      await load();
    } catch (caught) {
      setError(caught);
    }
  }

  if (!settings) return error ? <Alert color="red">{errorText(error, language)}</Alert> : <Loader size="sm" />;
  return (
    <Stack gap="md" data-testid="templates-panel">
      {error ? (
        <Alert color="red" role="alert">
          {errorText(error, language)}
        </Alert>
      ) : null}
      {settings.map((setting) => (
        <Card key={setting.noticeType} withBorder radius="sm" data-testid={`template-type-${setting.noticeType}`}>
          <Group justify="space-between" mb="xs">
            <Title order={5}>{NOTICE_TYPE_LABELS[setting.noticeType][language]}</Title>
            <Switch
              label={t('templateTypeEnabled')}
              checked={setting.enabled}
              onChange={(event) =>
                void toggle(() =>
                  api.call(endpoints.notices.typeState, {
                    body: { noticeType: setting.noticeType, enabled: event.currentTarget.checked },
                  }),
                )
              }
            />
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {setting.templates.map((template) => (
              <Stack key={template.channel} gap={6}>
                <Group justify="space-between">
                  <Badge variant="light">{t(`templateChannel${template.channel}` as TMessageKey)}</Badge>
                  <Switch
                    size="xs"
                    label={t('templateEnabled')}
                    checked={template.enabled}
                    onChange={(event) =>
                      void toggle(() =>
                        api.call(endpoints.notices.templateState, {
                          body: {
                            noticeType: template.noticeType,
                            channel: template.channel,
                            enabled: event.currentTarget.checked,
                          },
                        }),
                      )
                    }
                  />
                </Group>
                {template.subject !== null && (
                  <Text size="sm" fw={600}>
                    {template.subject}
                  </Text>
                )}
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }} lineClamp={4}>
                  {template.body}
                </Text>
                <Group gap="xs">
                  <Button
                    size="compact-xs"
                    variant="light"
                    onClick={() => setEditing({ template, placeholders: setting.placeholders })}
                  >
                    {t('templateEdit')}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    component="a"
                    href={`/previewNotify?noticeType=${template.noticeType}&channel=${template.channel}`}
                    target="_blank"
                  >
                    {t('templatePreview')}
                  </Button>
                </Group>
              </Stack>
            ))}
          </SimpleGrid>
        </Card>
      ))}
      <TemplateEditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void load();
        }}
      />
    </Stack>
  );
}
