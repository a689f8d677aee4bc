// The signatories, batch recipients or CC recipients of the plan: one row per party, typed in or
// picked from contacts. Signatories also carry their role, their round when the plan is ordered,
// and (enterprises) the seal kinds they must stamp with.
import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { ENTERPRISE_SEAL_KINDS, SEAL_KIND_LABELS, type TContactView, type TSealKind } from '@ecsign/core/model';
import { useI18n } from '../../i18n/i18n-context';
import { ContactPickerDialog } from './contact-picker-dialog';
import { newPartyRow, type TPartyRow } from './contract-form-state';

export function PartyRowsEditor(props: {
  /** signatories, batchRecipients or ccList: also the prefix of the rows' error fields. */
  list: 'signatories' | 'batchRecipients' | 'ccList';
  title: string;
  rows: TPartyRow[];
  onChange(rows: TPartyRow[]): void;
  ordered: boolean;
  errors: Map<string, string>;
}) {
  const { list, title, rows, onChange, ordered, errors } = props;
  const { t, language } = useI18n();
  const [picking, setPicking] = useState(false);
  const signing = list !== 'ccList';
  const withRole = list === 'signatories';

  const update = (key: string, patch: Partial<TPartyRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const nextOrder = () => (rows.length === 0 ? 1 : Math.max(...rows.map((row) => row.signOrder)) + 1);
  function addPicked(contacts: TContactView[]) {
    let order = nextOrder();
    const added = contacts.map((contact) =>
      newPartyRow({
        subjectType: contact.signatoryType,
        name: contact.name,
        mobile: contact.mobile,
        enterpriseName: contact.enterpriseName ?? '',
        signOrder: ordered ? order++ : 1,
      }),
    );
    // An untouched empty first row is replaced rather than left behind.
    const kept = rows.filter((row) => row.name || row.mobile || row.enterpriseName);
    onChange([...kept, ...added]);
  }

  return (
    <Stack gap="xs" data-testid={`parties-${list}`}>
      <Group justify="space-between">
        <Text fw={600}>{title}</Text>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => setPicking(true)}>
            {t('contractPickContacts')}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => onChange([...rows, newPartyRow({ signOrder: ordered ? nextOrder() : 1 })])}
          >
            {t('contractAddParty')}
          </Button>
        </Group>
      </Group>
      {errors.get(list) && (
        <Text c="red" size="sm" role="alert" data-field={list}>
          {errors.get(list)}
        </Text>
      )}
      {rows.map((row, index) => {
        const at = `${list}.${index}`;
        const enterprise = row.subjectType === 'ENTERPRISE';
        return (
          <Paper key={row.key} withBorder p="xs" data-testid="party-row">
            <Group align="flex-start" gap="xs" wrap="wrap">
              <SegmentedControl
                size="xs"
                value={row.subjectType}
                onChange={(value) => update(row.key, { subjectType: value as TPartyRow['subjectType'] })}
                data={[
                  { value: 'PERSONAL', label: t('contractPartyPerson') },
                  { value: 'ENTERPRISE', label: t('contractPartyEnterprise') },
                ]}
              />
              <TextInput
                size="xs"
                w={120}
                label={t(enterprise ? 'contractHandlerName' : 'contractPartyName')}
                value={row.name}
                error={errors.get(`${at}.name`)}
                onChange={(event) => update(row.key, { name: event.currentTarget.value, accountId: undefined })}
              />
              <TextInput
                size="xs"
                w={140}
                label={t('mobile')}
                value={row.mobile}
                error={errors.get(`${at}.mobile`)}
                onChange={(event) => update(row.key, { mobile: event.currentTarget.value, accountId: undefined })}
              />
              {enterprise && (
                <TextInput
                  size="xs"
                  w={200}
                  label={t('contractEnterpriseName')}
                  value={row.enterpriseName}
                  error={errors.get(`${at}.enterpriseName`)}
                  onChange={(event) => update(row.key, { enterpriseName: event.currentTarget.value })}
                />
              )}
              {withRole && (
                <TextInput
                  size="xs"
                  w={100}
                  label={t('contractRoleName')}
                  placeholder={t('contractRolePlaceholder')}
                  value={row.roleName}
                  error={errors.get(`${at}.roleName`)}
                  onChange={(event) => update(row.key, { roleName: event.currentTarget.value })}
                />
              )}
              {signing && ordered && (
                <NumberInput
                  size="xs"
                  w={80}
                  min={1}
                  label={t('contractSignOrder')}
                  value={row.signOrder}
                  onChange={(value) => update(row.key, { signOrder: Math.max(1, Number(value) || 1) })}
                />
              )}
              {signing && enterprise && (
                <MultiSelect
                  size="xs"
                  w={240}
                  label={t('contractSealTypes')}
                  placeholder={row.sealTypes.length === 0 ? t('contractSealTypesPlaceholder') : undefined}
                  data={ENTERPRISE_SEAL_KINDS.map((kind) => ({ value: kind, label: SEAL_KIND_LABELS[kind][language] }))}
                  value={row.sealTypes}
                  onChange={(value) => update(row.key, { sealTypes: value as TSealKind[] })}
                />
              )}
              <ActionIcon
                mt={22}
                variant="subtle"
                color="red"
                aria-label={t('contractRemoveParty', { index: index + 1 })}
                onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
              >
                ×
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
      <ContactPickerDialog opened={picking} onClose={() => setPicking(false)} onPick={addPicked} />
    </Stack>
  );
}
