// Add or edit one contact: signatory type, name, mobile, the enterprise name of an enterprise
// signatory, and the group. Checks the fields like the server does (core/model ZContactSaveRequest);
// the server's refusals (duplicate contact, unknown group) show next to their field.
import { useEffect, useState } from 'react';
import { Alert, Button, Group, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TContactGroupView, TContactView } from '@ecsign/core/model';
import { isMobile } from '@ecsign/core/validation';
import { usePortalSession } from '../../app/portal-session';
import { AppDialog } from '../../components/preview-dialogs/app-dialog';
import { FORM } from '../../forms/field-for-error';
import { useFieldErrors } from '../../forms/use-field-errors';
import { useI18n } from '../../i18n/i18n-context';

type TField = 'name' | 'mobile' | 'enterpriseName' | 'groupId';
const ROUTES = {
  codes: { CONTACT_EXISTS: 'mobile', CONTACT_GROUP_NOT_FOUND: 'groupId' },
  paths: { name: 'name', mobile: 'mobile', enterpriseName: 'enterpriseName', groupId: 'groupId' },
} as const;

export function ContactFormDialog(props: {
  opened: boolean;
  contact: TContactView | null;
  groups: readonly TContactGroupView[];
  onClose(): void;
  onSaved(contact: TContactView): void;
}) {
  const { opened, contact, groups, onClose, onSaved } = props;
  const { t } = useI18n();
  const { api } = usePortalSession();
  const { errors, check, clear, fail } = useFieldErrors<TField>(ROUTES);
  const [type, setType] = useState<'PERSONAL' | 'ENTERPRISE'>('PERSONAL');
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [enterpriseName, setEnterpriseName] = useState('');
  const [groupId, setGroupId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setType(contact?.signatoryType ?? 'PERSONAL');
    setName(contact?.name ?? '');
    setMobile(contact?.mobile ?? '');
    setEnterpriseName(contact?.enterpriseName ?? '');
    setGroupId(contact?.groupId ?? null);
    check({});
  }, [opened, contact, check]);

  async function save() {
    const valid = check({
      name: name.trim() ? undefined : t('required'),
      mobile: isMobile(mobile.trim()) ? undefined : t('mobileInvalid'),
      enterpriseName: type === 'ENTERPRISE' && !enterpriseName.trim() ? t('required') : undefined,
    });
    if (!valid) return;
    setBusy(true);
    try {
      const saved = await api.call(endpoints.contacts.save, {
        body: {
          ...(contact ? { contactId: contact.contactId } : {}),
          signatoryType: type,
          name: name.trim(),
          mobile: mobile.trim(),
          enterpriseName: type === 'ENTERPRISE' ? enterpriseName.trim() : null,
          groupId,
        },
      });
      onSaved(saved);
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AppDialog opened={opened} onClose={onClose} title={contact ? t('contactEdit') : t('contactAdd')}>
      <Stack gap="sm" data-testid="contact-form">
        <SegmentedControl
          value={type}
          onChange={(value) => setType(value as 'PERSONAL' | 'ENTERPRISE')}
          data={[
            { value: 'PERSONAL', label: t('contactTypePersonal') },
            { value: 'ENTERPRISE', label: t('contactTypeEnterprise') },
          ]}
          aria-label={t('contactSignatoryType')}
        />
        <TextInput
          label={t('contactName')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            clear('name');
          }}
          error={errors.name}
          maxLength={50}
          required
        />
        <TextInput
          label={t('contactMobile')}
          value={mobile}
          onChange={(event) => {
            setMobile(event.currentTarget.value);
            clear('mobile');
          }}
          error={errors.mobile}
          inputMode="numeric"
          maxLength={11}
          required
        />
        {type === 'ENTERPRISE' && (
          <TextInput
            label={t('contactEnterpriseName')}
            value={enterpriseName}
            onChange={(event) => {
              setEnterpriseName(event.currentTarget.value);
              clear('enterpriseName');
            }}
            error={errors.enterpriseName}
            maxLength={100}
            required
          />
        )}
        <Select
          label={t('contactGroup')}
          placeholder={t('contactNoGroup')}
          clearable
          value={groupId}
          onChange={(value) => {
            setGroupId(value);
            clear('groupId');
          }}
          data={groups.map((group) => ({ value: group.groupId, label: group.name }))}
          error={errors.groupId}
        />
        {errors[FORM] && (
          <Alert color="red" role="alert">
            {errors[FORM]}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button loading={busy} onClick={() => void save()} data-testid="contact-save">
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
