// /contact: the active account's address book (spec items R-contact, F-contact,
// F-contact-group). Groups on the left filter the list; the search bar matches name, mobile and
// enterprise name (letters, digits and Chinese only); contacts are added, edited and deleted in
// place; groups are managed and CSV files imported in dialogs.
import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Grid, Group, NavLink, Paper, Stack } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TContactView } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { BreadcrumbHeader } from '../../components/breadcrumb-header/breadcrumb-header';
import { PagedTable } from '../../components/paged-table/paged-table';
import type { TTableColumn } from '../../components/paged-table/table-column';
import { usePaging } from '../../components/paged-table/use-paging';
import { SearchBar } from '../../components/search-bar/search-bar';
import type { TSearchField, TSearchValues } from '../../components/search-bar/search-field';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { ContactFormDialog } from './contact-form-dialog';
import { GroupManagerDialog } from './group-manager-dialog';
import { ImportContactsDialog } from './import-contacts-dialog';
import { useContactGroups } from './use-contact-groups';
import { useContactPage, type TContactFilter } from './use-contact-page';

type TGroupChoice = { kind: 'all' } | { kind: 'ungrouped' } | { kind: 'group'; groupId: string };

export function ContactScreen() {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const paging = usePaging();
  const { groups, reload: reloadGroups } = useContactGroups();
  const [groupChoice, setGroupChoice] = useState<TGroupChoice>({ kind: 'all' });
  const [search, setSearch] = useState<TSearchValues>({});
  const [editing, setEditing] = useState<TContactView | null | undefined>(undefined);
  const [managingGroups, setManagingGroups] = useState(false);
  const [importing, setImporting] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const filter = useMemo<TContactFilter>(() => {
    const keyword = typeof search.keyword === 'string' && search.keyword ? search.keyword : undefined;
    const type =
      search.signatoryType === 'PERSONAL' || search.signatoryType === 'ENTERPRISE' ? search.signatoryType : undefined;
    return {
      ...(keyword ? { keyword } : {}),
      ...(type ? { signatoryType: type } : {}),
      ...(groupChoice.kind === 'group' ? { groupId: groupChoice.groupId } : {}),
      ...(groupChoice.kind === 'ungrouped' ? { ungrouped: true } : {}),
    };
  }, [search, groupChoice]);
  const contacts = useContactPage(filter, paging.page, paging.pageSize);

  const fields: TSearchField[] = [
    { kind: 'input', name: 'keyword', label: t('contactKeyword') },
    {
      kind: 'select',
      name: 'signatoryType',
      label: t('contactSignatoryType'),
      options: [
        { value: 'PERSONAL', label: t('contactTypePersonal') },
        { value: 'ENTERPRISE', label: t('contactTypeEnterprise') },
      ],
    },
  ];

  const refresh = () => {
    void contacts.reload();
    void reloadGroups();
  };

  async function remove(contact: TContactView) {
    if (!window.confirm(t('contactDeleteConfirm', { name: contact.name }))) return;
    setActionError(null);
    try {
      await api.call(endpoints.contacts.delete, { body: { contactIds: [contact.contactId] } });
      refresh();
    } catch (caught) {
      setActionError(errorText(caught, language));
    }
  }

  const columns: TTableColumn<TContactView>[] = [
    { key: 'name', title: t('contactName') },
    {
      key: 'signatoryType',
      title: t('contactSignatoryType'),
      render: (row) => (
        <Badge variant="light" color={row.signatoryType === 'ENTERPRISE' ? 'blue' : 'gray'}>
          {row.signatoryType === 'ENTERPRISE' ? t('contactTypeEnterprise') : t('contactTypePersonal')}
        </Badge>
      ),
    },
    { key: 'mobile', title: t('contactMobile') },
    { key: 'enterpriseName', title: t('contactEnterpriseName'), render: (row) => row.enterpriseName ?? '—' },
    { key: 'groupName', title: t('contactGroup'), render: (row) => row.groupName ?? t('contactNoGroup') },
    {
      key: 'operation',
      title: t('operation'),
      render: (row) => (
        <Group gap={4}>
          <Button size="compact-xs" variant="subtle" onClick={() => setEditing(row)}>
            {t('contactEditShort')}
          </Button>
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => void remove(row)}>
            {t('contactDelete')}
          </Button>
        </Group>
      ),
    },
  ];

  const choose = (choice: TGroupChoice) => {
    setGroupChoice(choice);
    paging.setPage(1);
  };
  const isChosen = (choice: TGroupChoice) =>
    choice.kind === groupChoice.kind &&
    (choice.kind !== 'group' || (groupChoice.kind === 'group' && groupChoice.groupId === choice.groupId));

  return (
    <Stack gap="md" data-testid="contact-screen">
      <BreadcrumbHeader
        items={[{ label: t('home'), to: '/home' }, { label: t('contactsTitle') }]}
        actions={
          <Group gap="xs">
            <Button variant="default" onClick={() => setManagingGroups(true)} data-testid="contact-groups-open">
              {t('contactGroups')}
            </Button>
            <Button variant="default" onClick={() => setImporting(true)} data-testid="contact-import-open">
              {t('contactImport')}
            </Button>
            <Button onClick={() => setEditing(null)} data-testid="contact-add">
              {t('contactAdd')}
            </Button>
          </Group>
        }
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p="xs" radius="sm" data-testid="contact-group-nav">
            <NavLink
              label={t('contactAllGroups')}
              active={isChosen({ kind: 'all' })}
              onClick={() => choose({ kind: 'all' })}
            />
            {groups.map((group) => (
              <NavLink
                key={group.groupId}
                label={group.name}
                rightSection={<Badge variant="light">{group.contactCount}</Badge>}
                active={isChosen({ kind: 'group', groupId: group.groupId })}
                onClick={() => choose({ kind: 'group', groupId: group.groupId })}
              />
            ))}
            <NavLink
              label={t('contactNoGroup')}
              active={isChosen({ kind: 'ungrouped' })}
              onClick={() => choose({ kind: 'ungrouped' })}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="sm">
            <SearchBar
              key={language}
              fields={fields}
              onSearch={(values) => {
                setSearch(values);
                paging.setPage(1);
              }}
            />
            {actionError && (
              <Alert color="red" role="alert">
                {actionError}
              </Alert>
            )}
            <PagedTable
              columns={columns}
              rows={contacts.records}
              rowKey={(row) => row.contactId}
              total={contacts.total}
              page={paging.page}
              pageSize={paging.pageSize}
              pageSizeSet={paging.pageSizeSet}
              onPageChange={paging.setPage}
              onPageSizeChange={paging.setPageSize}
              loading={contacts.loading}
              error={contacts.error ? errorText(contacts.error, language) : null}
              onRetry={() => void contacts.reload()}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      <ContactFormDialog
        opened={editing !== undefined}
        contact={editing ?? null}
        groups={groups}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          refresh();
        }}
      />
      <GroupManagerDialog
        opened={managingGroups}
        groups={groups}
        onClose={() => setManagingGroups(false)}
        onChanged={refresh}
      />
      <ImportContactsDialog opened={importing} onClose={() => setImporting(false)} onImported={refresh} />
    </Stack>
  );
}
