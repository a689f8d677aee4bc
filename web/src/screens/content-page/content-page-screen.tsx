// /page?slug=…: a content page (an announcement, the service terms, …) managed by platform staff;
// an open route, so it is read without a token.
import { useEffect, useState } from 'react';
import { Alert, Loader, Text } from '@mantine/core';
import { ZContentPage, type TContentPage } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useLocation } from '../../app/router';
import { AuthCard } from '../../components/auth-card/auth-card';
import { errorText } from '../../forms/error-text';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';
import { TextParagraphs } from './text-paragraphs';

export function ContentPageScreen() {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const { search } = useLocation();
  const slug = new URLSearchParams(search).get('slug') ?? '';
  const [page, setPage] = useState<TContentPage | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    setPage(null);
    setError(null);
    api.request({ method: 'GET', path: 'cb/assemble/page/content', query: { slug }, noToken: true }, ZContentPage).then(
      (found) => live && setPage(found),
      (caught: unknown) => live && setError(caught),
    );
    return () => {
      live = false;
    };
  }, [api, slug]);

  return (
    <AuthCard title={page?.title ?? t('contentPageNotFound')} width={800} testId="content-page">
      {page ? (
        <>
          <Text size="xs" c="dimmed">
            {t('contentPageUpdated', { time: formatDate(page.updatedAt, { time: true }) })}
          </Text>
          <TextParagraphs text={page.body} testId="content-page-body" />
        </>
      ) : error ? (
        <Alert color="gray">{errorText(error, language)}</Alert>
      ) : (
        <Loader size="sm" />
      )}
    </AuthCard>
  );
}
