// /previewNotice?id=…: one system notice as users read it. An open route: a published notice is
// shown to anyone; staff see their drafts here before publishing.
import { useEffect, useState } from 'react';
import { Alert, Loader, Text } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TSystemNotice } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useLocation } from '../../app/router';
import { AuthCard } from '../../components/auth-card/auth-card';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';
import { TextParagraphs } from '../content-page/text-paragraphs';

export function PreviewNoticeScreen() {
  const { t } = useI18n();
  const { api } = usePortalSession();
  const { search } = useLocation();
  const id = new URLSearchParams(search).get('id') ?? '';
  const [notice, setNotice] = useState<TSystemNotice | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setFailed(false);
    api.call(endpoints.notices.systemPreview, { query: { systemNoticeId: id } }).then(
      (found) => live && setNotice(found),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, id]);

  return (
    <AuthCard title={notice?.title ?? t('noticeTabSystem')} width={800} testId="preview-notice">
      {notice ? (
        <>
          <Text size="xs" c="dimmed">
            {notice.publishedAt
              ? `${t('systemNoticePublishedAt')}：${formatDate(notice.publishedAt, { time: true })}`
              : t(`systemNotice${notice.status}`)}
          </Text>
          <TextParagraphs text={notice.content} testId="preview-notice-content" />
        </>
      ) : failed ? (
        <Alert color="gray">{t('systemNoticeNotFound')}</Alert>
      ) : (
        <Loader size="sm" />
      )}
    </AuthCard>
  );
}
