// /previewNotify?noticeType=…&channel=…: a message template filled with sample values, as a
// recipient would read the SMS or e-mail (platform staff).
import { useEffect, useState } from 'react';
import { Alert, Badge, Card, Group, Loader, Stack, Text } from '@mantine/core';
import type { TMessageKey } from '@ecsign/core/i18n';
import { endpoints } from '@ecsign/core/endpoints';
import {
  NOTICE_TYPE_LABELS,
  type TMessageChannel,
  type TNoticeTemplatePreview,
  type TNoticeType,
} from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useLocation } from '../../app/router';
import { AuthCard } from '../../components/auth-card/auth-card';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { TextParagraphs } from '../content-page/text-paragraphs';

export function PreviewNotifyScreen() {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const { search } = useLocation();
  const [preview, setPreview] = useState<TNoticeTemplatePreview | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    let live = true;
    api
      .call(endpoints.notices.previewTemplate, {
        // An unknown type or channel in the address is the server's BAD_REQUEST, shown as the error.
        query: {
          noticeType: (params.get('noticeType') ?? '') as TNoticeType,
          channel: (params.get('channel') ?? '') as TMessageChannel,
        },
      })
      .then(
        (found) => live && setPreview(found),
        (caught: unknown) => live && setError(caught),
      );
    return () => {
      live = false;
    };
  }, [api, search]);

  return (
    <AuthCard title={t('notifyPreviewTitle')} width={720} testId="preview-notify">
      {preview ? (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge variant="light">{NOTICE_TYPE_LABELS[preview.noticeType][language]}</Badge>
            <Badge variant="outline">{t(`templateChannel${preview.channel}` as TMessageKey)}</Badge>
          </Group>
          {!preview.enabled && <Alert color="yellow">{t('templateDisabledNote')}</Alert>}
          <Card withBorder radius="md" bg={preview.channel === 'SMS' ? 'gray.0' : undefined}>
            {preview.subject !== null && (
              <Text fw={700} mb="sm" data-testid="preview-notify-subject">
                {preview.subject}
              </Text>
            )}
            <TextParagraphs text={preview.body} testId="preview-notify-body" />
          </Card>
        </Stack>
      ) : error ? (
        <Alert color="red">{errorText(error, language)}</Alert>
      ) : (
        <Loader size="sm" />
      )}
    </AuthCard>
  );
}
