// Picking signatories from the address book (endpoints.contacts.pick), for the screens that
// initiate contracts: search by name, mobile or enterprise, then choose one or more contacts.
import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TContactView, TPage } from '@ecsign/core/model';
import { sanitizeSearchInput, SEARCH_DEBOUNCE_MS } from '@ecsign/core/validation';
import { useDebouncedValue } from '@mantine/hooks';
import { usePortalSession } from '../../app/portal-session';
import { PagedTable } from '../../components/paged-table/paged-table';
import type { TTableColumn } from '../../components/paged-table/table-column';
import { usePaging } from '../../components/paged-table/use-paging';
import { AppDialog } from '../../components/preview-dialogs/app-dialog';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';

export function ContactPickerDialog(props: {
  opened: boolean;
  onClose(): void;
  /** The chosen contacts, in the order they were ticked. */
  onPick(contacts: TContactView[]): void;
  /** Allow only one contact. */
  single?: boolean;
}) {
  const { opened, onClose, onPick, single = false } = props;
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const paging = usePaging();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(sanitizeSearchInput(keyword), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState<TPage<TContactView>>({ total: 0, records: [], current: 1 });
  const [chosen, setChosen] = useState<TContactView[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setPage(
        await api.call(endpoints.contacts.pick, {
          query: { current: paging.page, size: paging.pageSize },
          body: debounced ? { keyword: debounced } : {},
        }),
      );
      setError(null);
    } catch (caught) {
      setError(caught);
    } finally {
      setLoading(false);
    }
  }, [api, debounced, paging.page, paging.pageSize]);
  useEffect(() => {
    if (opened) void load();
  }, [opened, load]);
  useEffect(() => {
    if (opened) setChosen([]);
  }, [opened]);

  const toggle = (contact: TContactView) =>
    setChosen((current) =>
      current.some((c) => c.contactId === contact.contactId)
        ? current.filter((c) => c.contactId !== contact.contactId)
        : single
          ? [contact]
          : [...current, contact],
    );

  const columns: TTableColumn<TContactView>[] = [
    {
      key: 'pick',
      title: '',
      render: (row) => (
        <Checkbox
          aria-label={row.name}
          checked={chosen.some((c) => c.contactId === row.contactId)}
          onChange={() => toggle(row)}
        />
      ),
    },
    { key: 'name', title: t('contactName') },
    {
      key: 'signatoryType',
      title: t('contactSignatoryType'),
      render: (row) => (
        <Badge variant="light">
          {row.signatoryType === 'ENTERPRISE' ? t('contactTypeEnterprise') : t('contactTypePersonal')}
        </Badge>
      ),
    },
    { key: 'mobile', title: t('contactMobile') },
    { key: 'enterpriseName', title: t('contactEnterpriseName'), render: (row) => row.enterpriseName ?? '—' },
  ];

  return (
    <AppDialog opened={opened} onClose={onClose} title={t('contactsTitle')} width={760}>
      <Stack gap="sm" data-testid="contact-picker">
        <TextInput
          label={t('contactKeyword')}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.currentTarget.value);
            paging.setPage(1);
          }}
        />
        <PagedTable
          columns={columns}
          rows={page.records}
          rowKey={(row) => row.contactId}
          total={page.total}
          page={paging.page}
          pageSize={paging.pageSize}
          pageSizeSet={paging.pageSizeSet}
          onPageChange={paging.setPage}
          onPageSizeChange={paging.setPageSize}
          loading={loading && page.records.length === 0}
          error={error ? errorText(error, language) : null}
          onRetry={() => void load()}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button disabled={chosen.length === 0} onClick={() => onPick(chosen)} data-testid="contact-picker-confirm">
            {t('contactPickConfirm', { count: chosen.length })}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
