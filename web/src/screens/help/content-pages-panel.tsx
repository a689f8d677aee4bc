// Content pages for platform staff (platform:config): each page by slug with its kind, title and
// text; a page is read by anyone at /page?slug=….
import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import type { TMessageKey } from '@ecsign/core/i18n';
import { endpoints } from '@ecsign/core/endpoints';
import { CONTENT_PAGE_KINDS, type TContentPage } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { AppDialog } from '../../components/preview-dialogs/app-dialog';
import { errorText } from '../../forms/error-text';
import { formatDate } from '../../forms/format-date';
import { useI18n } from '../../i18n/i18n-context';

type TDraft = Pick<TContentPage, 'slug' | 'kind' | 'title' | 'body'> & { isNew: boolean };

export function ContentPagesPanel() {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const [pages, setPages] = useState<TContentPage[]>([]);
  const [draft, setDraft] = useState<TDraft | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setPages(await api.call(endpoints.help.pages));
    } catch (caught) {
      setError(errorText(caught, language));
    }
  }, [api, language]);
  useEffect(() => {
    void load();
  }, [load]);

  /** Saves or deletes a page, then lists them again; false (with the error shown) when it fails. */
  async function change(send: () => Promise<unknown>) {
    setError(null);
    try {
      await send();
      await load();
      return true;
    } catch (caught) {
      setError(errorText(caught, language));
      return false;
    }
  }

  const kinds = CONTENT_PAGE_KINDS.map((kind) => ({ value: kind, label: t(`contentPage${kind}` as TMessageKey) }));
  return (
    <Card withBorder radius="sm" data-testid="content-pages-panel">
      <Group justify="space-between" mb="sm">
        <Title order={5}>{t('contentPages')}</Title>
        <Button
          size="xs"
          onClick={() => setDraft({ slug: '', kind: 'ANNOUNCEMENT', title: '', body: '', isNew: true })}
        >
          {t('contentPageNew')}
        </Button>
      </Group>
      {error && !draft && (
        <Alert color="red" mb="sm">
          {error}
        </Alert>
      )}
      {pages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('noData')}
        </Text>
      ) : (
        <Table>
          <Table.Tbody>
            {pages.map((page) => (
              <Table.Tr key={page.slug}>
                <Table.Td>
                  <Anchor href={`/page?slug=${page.slug}`} target="_blank">
                    {page.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>{page.slug}</Table.Td>
                <Table.Td>{t(`contentPage${page.kind}` as TMessageKey)}</Table.Td>
                <Table.Td>{formatDate(page.updatedAt, { time: true })}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end">
                    <Button size="compact-xs" variant="subtle" onClick={() => setDraft({ ...page, isNew: false })}>
                      {t('contactEditShort')}
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() =>
                        void change(() => api.call(endpoints.help.deletePage, { body: { slug: page.slug } }))
                      }
                    >
                      {t('contactDelete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <AppDialog opened={draft !== null} onClose={() => setDraft(null)} title={t('contentPages')} width={720}>
        {draft && (
          <Stack gap="sm">
            <TextInput
              label={t('contentPageSlug')}
              value={draft.slug}
              disabled={!draft.isNew}
              placeholder="service-terms"
              onChange={(event) => setDraft({ ...draft, slug: event.currentTarget.value })}
            />
            <Select
              label={t('contentPageKind')}
              data={kinds}
              value={draft.kind}
              allowDeselect={false}
              onChange={(value) => value && setDraft({ ...draft, kind: value as TContentPage['kind'] })}
            />
            <TextInput
              label={t('helpTitle')}
              value={draft.title}
              onChange={(event) => setDraft({ ...draft, title: event.currentTarget.value })}
            />
            <Textarea
              label={t('contentPageBody')}
              value={draft.body}
              autosize
              minRows={8}
              onChange={(event) => setDraft({ ...draft, body: event.currentTarget.value })}
            />
            {error && <Alert color="red">{error}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDraft(null)}>
                {t('cancel')}
              </Button>
              <Button
                onClick={() => {
                  const { isNew: _isNew, ...form } = draft;
                  void change(() => api.call(endpoints.help.savePage, { body: form })).then(
                    (saved) => saved && setDraft(null),
                  );
                }}
              >
                {t('save')}
              </Button>
            </Group>
          </Stack>
        )}
      </AppDialog>
    </Card>
  );
}
