// /page?slug=…: a content page (an announcement, the service terms, …) managed by platform staff;
// an open route, so it is read without a token. Without a slug, or with one that names no page,
// it says the page does not exist and links home (R-page, R-not-found) instead of a parameter error.
import { useEffect, useState } from 'react';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TContentPage } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useLocation } from '../../app/router';
import { AuthCard } from '../../components/auth-card/auth-card';
import { PageLink } from '../../components/page-link/page-link';
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
    if (!slug) return;
    api.call(endpoints.help.page, { query: { slug } }, { noToken: true }).then(
      (found) => live && setPage(found),
      (caught: unknown) => live && setError(caught),
    );
    return () => {
      live = false;
    };
  }, [api, slug]);

  if (!slug || (error && !page)) {
    return (
      <AuthCard title={t('notFoundTitle')} width={800} testId="content-page">
        <Stack gap="sm" data-testid="content-page-missing">
          <Alert color="gray">{slug ? errorText(error, language) : t('notFoundText')}</Alert>
          <PageLink to="/home">{t('backHome')}</PageLink>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={page?.title ?? t('contentPageNotFound')} width={800} testId="content-page">
      {page ? (
        <>
          <Text size="xs" c="dimmed">
            {t('contentPageUpdated', { time: formatDate(page.updatedAt, { time: true }) })}
          </Text>
          <TextParagraphs text={page.body} testId="content-page-body" />
        </>
      ) : (
        <Loader size="sm" />
      )}
    </AuthCard>
  );
}
