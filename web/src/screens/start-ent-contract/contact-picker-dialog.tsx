// Picks signatories or CC recipients from the caller's contacts (endpoints.contacts.pick): a
// keyword search and a list with check boxes; the chosen contacts become party rows.
import { useCallback, useState } from 'react';
import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { endpoints } from '@ecsign/core/endpoints';
import type { TContactView } from '@ecsign/core/model';
import { SEARCH_DEBOUNCE_MS } from '@ecsign/core/validation';
import { usePortalSession } from '../../app/portal-session';
import { AppDialog } from '../../components/preview-dialogs/app-dialog';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';

export function ContactPickerDialog(props: {
  opened: boolean;
  onClose(): void;
  onPick(contacts: TContactView[]): void;
}) {
  const { opened, onClose, onPick } = props;
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.replace(/\s+/g, ''), SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<Map<string, TContactView>>(new Map());
  const load = useCallback(
    () =>
      opened
        ? api.call(endpoints.contacts.pick, {
            query: { current: 1, size: 50 },
            body: { keyword: debounced || undefined },
          })
        : Promise.resolve(undefined),
    [api, debounced, opened],
  );
  const contacts = useRemoteData(load);

  function toggle(contact: TContactView) {
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(contact.contactId)) next.delete(contact.contactId);
      else next.set(contact.contactId, contact);
      return next;
    });
  }
  function pick() {
    onPick([...chosen.values()]);
    setChosen(new Map());
    onClose();
  }

  return (
    <AppDialog opened={opened} onClose={onClose} title={t('contractPickContacts')} width={560}>
      <Stack gap="sm" data-testid="contact-picker">
        <TextInput label={t('search')} value={keyword} onChange={(event) => setKeyword(event.currentTarget.value)} />
        {contacts.error ? (
          <Text c="red" role="alert">
            {errorText(contacts.error, language)}
          </Text>
        ) : null}
        {contacts.data?.records.length === 0 && <Text c="dimmed">{t('noData')}</Text>}
        <Stack gap={4} mah={320} style={{ overflow: 'auto' }}>
          {contacts.data?.records.map((contact) => (
            <Checkbox
              key={contact.contactId}
              checked={chosen.has(contact.contactId)}
              onChange={() => toggle(contact)}
              label={`${contact.name} ${contact.mobile}${contact.enterpriseName ? ` · ${contact.enterpriseName}` : ''}`}
            />
          ))}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button disabled={chosen.size === 0} onClick={pick}>
            {t('contractPickChosen', { count: chosen.size })}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
