// The signing roles of a template: name, person or enterprise, the seal types that fit that type,
// and where each signs — rectangles (boxes on the pages) or a keyword the server finds in the PDF.
import { useState } from 'react';
import { Button, Card, Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  ENTERPRISE_SEAL_TYPES,
  PERSON_SEAL_TYPES,
  SIGNING_ROLE_TYPES,
  type TDisplayRect,
  type TSigningRole,
} from '@ecsign/core/model';
import { useI18n } from '../../i18n/i18n-context';
import { ItemCards } from './item-cards';
import { patchByKey, removeByKey } from './keyed-items';
import { RemoveIcon } from './remove-icon';

const SEALS = { PERSON: PERSON_SEAL_TYPES, ENTERPRISE: ENTERPRISE_SEAL_TYPES } as const;

export function RoleList(props: {
  roles: TSigningRole[];
  readOnly: boolean;
  /** Where a new rectangle position goes (the page shown first, clear of others). */
  newPosition(roleIndex: number, positionCount: number): { page: number; rect: TDisplayRect };
  onChange(roles: TSigningRole[]): void;
}) {
  const { t } = useI18n();
  const { roles, readOnly } = props;
  const [keywords, setKeywords] = useState<Record<string, string>>({});
  const update = (key: string, patch: Partial<TSigningRole>) => props.onChange(patchByKey(roles, key, patch));

  return (
    <ItemCards count={roles.length} testId="role-list">
      {roles.map((role, roleIndex) => (
        <Card key={role.key} withBorder padding="xs" data-testid={`role-${role.key}`}>
          <Stack gap={6}>
            <Group gap="xs" grow>
              <TextInput
                size="xs"
                label={t('tplRoleName')}
                value={role.name}
                maxLength={50}
                disabled={readOnly}
                onChange={(event) => update(role.key, { name: event.currentTarget.value })}
              />
              <Select
                size="xs"
                label={t('tplRoleType')}
                allowDeselect={false}
                disabled={readOnly}
                data={SIGNING_ROLE_TYPES.map((type) => ({ value: type, label: t(`tplRole${type}`) }))}
                value={role.type}
                onChange={(value) => {
                  const type = value as TSigningRole['type'];
                  if (type && type !== role.type) update(role.key, { type, sealTypes: [SEALS[type][0]] });
                }}
              />
            </Group>
            <MultiSelect
              size="xs"
              label={t('tplSealTypes')}
              disabled={readOnly}
              data={SEALS[role.type].map((seal) => ({ value: seal, label: t(`tplSeal${seal}`) }))}
              value={role.sealTypes}
              onChange={(values) =>
                values.length > 0 && update(role.key, { sealTypes: values as TSigningRole['sealTypes'] })
              }
            />
            <Text size="xs" fw={500}>
              {t('tplPositions')}
            </Text>
            {role.positions.map((position, index) => (
              <Group key={index} gap="xs" justify="space-between">
                <Text size="xs">
                  {position.kind === 'RECT'
                    ? t('tplPagePosition', { page: position.page })
                    : t('tplKeywordPosition', { keyword: position.keyword })}
                </Text>
                {!readOnly && (
                  <RemoveIcon
                    onClick={() => update(role.key, { positions: role.positions.filter((_, i) => i !== index) })}
                  />
                )}
              </Group>
            ))}
            {!readOnly && (
              <Group gap="xs" align="end">
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() =>
                    update(role.key, {
                      positions: [
                        ...role.positions,
                        { kind: 'RECT', ...props.newPosition(roleIndex, role.positions.length) },
                      ],
                    })
                  }
                  data-testid={`add-position-${role.key}`}
                >
                  {t('tplAddPosition')}
                </Button>
                <TextInput
                  size="xs"
                  placeholder={t('tplKeyword')}
                  value={keywords[role.key] ?? ''}
                  maxLength={30}
                  onChange={(event) => setKeywords({ ...keywords, [role.key]: event.currentTarget.value })}
                  style={{ flex: 1 }}
                />
                <Button
                  size="compact-xs"
                  variant="light"
                  disabled={!keywords[role.key]?.trim()}
                  onClick={() => {
                    update(role.key, {
                      positions: [
                        ...role.positions,
                        { kind: 'KEYWORD', keyword: keywords[role.key]!.trim(), width: 120, height: 120 },
                      ],
                    });
                    setKeywords({ ...keywords, [role.key]: '' });
                  }}
                >
                  {t('tplAddKeyword')}
                </Button>
                <RemoveIcon onClick={() => props.onChange(removeByKey(roles, role.key))} />
              </Group>
            )}
          </Stack>
        </Card>
      ))}
    </ItemCards>
  );
}
