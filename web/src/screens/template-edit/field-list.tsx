// The fill-in fields of a template: key, label, type, required, who fills it (the initiator or a
// signing role) and a default; each one's place is its box on the pages.
import { Card, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { TEMPLATE_FIELD_TYPES, type TSigningRole, type TTemplateField } from '@ecsign/core/model';
import { useI18n } from '../../i18n/i18n-context';
import { ItemCards } from './item-cards';
import { patchByKey, removeByKey } from './keyed-items';
import { RemoveIcon } from './remove-icon';

export function FieldList(props: {
  fields: TTemplateField[];
  roles: TSigningRole[];
  readOnly: boolean;
  selectedKey: string | null;
  onSelect(key: string): void;
  onChange(fields: TTemplateField[]): void;
}) {
  const { t } = useI18n();
  const { fields, roles, readOnly } = props;
  const update = (key: string, patch: Partial<TTemplateField>) => props.onChange(patchByKey(fields, key, patch));

  return (
    <ItemCards count={fields.length} testId="field-list">
      {fields.map((field) => (
        <Card
          key={field.key}
          withBorder
          padding="xs"
          onClick={() => props.onSelect(field.key)}
          style={{ borderColor: props.selectedKey === field.key ? 'var(--mantine-color-blue-6)' : undefined }}
          data-testid={`field-${field.key}`}
        >
          <Stack gap={6}>
            <Group gap="xs" grow>
              <TextInput
                size="xs"
                label={t('tplFieldLabel')}
                value={field.label}
                maxLength={50}
                disabled={readOnly}
                onChange={(event) => update(field.key, { label: event.currentTarget.value })}
              />
              <TextInput size="xs" label={t('tplFieldKey')} value={field.key} disabled readOnly />
            </Group>
            <Group gap="xs" grow>
              <Select
                size="xs"
                label={t('tplFieldType')}
                disabled={readOnly}
                allowDeselect={false}
                data={TEMPLATE_FIELD_TYPES.map((type) => ({ value: type, label: t(`tplType${type}`) }))}
                value={field.type}
                onChange={(value) => value && update(field.key, { type: value as TTemplateField['type'] })}
              />
              <Select
                size="xs"
                label={t('tplFilledBy')}
                disabled={readOnly}
                allowDeselect={false}
                data={[
                  { value: 'INITIATOR', label: t('tplFilledByINITIATOR') },
                  ...roles.map((role) => ({ value: `ROLE:${role.key}`, label: role.name })),
                ]}
                value={field.filledBy === 'ROLE' && field.roleKey ? `ROLE:${field.roleKey}` : 'INITIATOR'}
                onChange={(value) =>
                  value &&
                  update(
                    field.key,
                    value === 'INITIATOR'
                      ? { filledBy: 'INITIATOR', roleKey: null }
                      : { filledBy: 'ROLE', roleKey: value.slice('ROLE:'.length) },
                  )
                }
              />
            </Group>
            <Group gap="xs" align="end">
              <TextInput
                size="xs"
                style={{ flex: 1 }}
                label={t('tplDefault')}
                value={field.defaultValue ?? ''}
                maxLength={200}
                disabled={readOnly}
                onChange={(event) => update(field.key, { defaultValue: event.currentTarget.value || null })}
              />
              <Checkbox
                size="xs"
                label={t('tplRequired')}
                checked={field.required}
                disabled={readOnly}
                onChange={(event) => update(field.key, { required: event.currentTarget.checked })}
              />
              <Text size="xs" c="dimmed">
                {t('tplPagePosition', { page: field.position.page })}
              </Text>
              {!readOnly && <RemoveIcon onClick={() => props.onChange(removeByKey(fields, field.key))} />}
            </Group>
          </Stack>
        </Card>
      ))}
    </ItemCards>
  );
}
