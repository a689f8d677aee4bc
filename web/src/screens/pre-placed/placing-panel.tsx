// The left panel of /prePlaced: whose position is placed next (each party in its colour, with how
// many positions it has), what kind a click places, the field palette, keyword positioning, and
// the selected field: required or optional, who fills it, its label, copy to every page, delete.
import { useState } from 'react';
import { Alert, Badge, Button, Group, Radio, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { CONTRACT_FIELD_TYPES, isSignerFilled, type TContractFieldType } from '@ecsign/core/model';
import { FIELD_TYPE_LABEL } from '@ecsign/ui/texts';
import { FieldPalette } from './field-palette';
import { useI18n } from '../../i18n/i18n-context';
import type { TPlaceableParty } from './party-palette';
import type { TPlacement, TPositionKind } from './placements';

export function PlacingPanel(props: {
  parties: TPlaceableParty[];
  placements: TPlacement[];
  partyKey: string;
  onParty(key: string): void;
  kind: TPositionKind;
  onKind(kind: TPositionKind): void;
  onKeyword(keyword: string): Promise<void>;
  keywordProblem: string | null;
  selected: TPlacement | null;
  onCopyToEveryPage(): void;
  onDeleteSelected(): void;
  onPlaceField(type: TContractFieldType): void;
  onUpdateSelected(change: Partial<Pick<TPlacement, 'required' | 'label' | 'partyKey'>>): void;
  notice: 'clamped' | null;
  overlapping: boolean;
}) {
  const { parties, placements, partyKey, kind, selected } = props;
  const { t } = useI18n();
  const [keyword, setKeyword] = useState('');
  const [searching, setSearching] = useState(false);

  async function search() {
    setSearching(true);
    try {
      await props.onKeyword(keyword);
    } finally {
      setSearching(false);
    }
  }

  return (
    <Stack gap="md" w={{ base: '100%', md: 280 }} data-testid="placing-panel">
      <Radio.Group label={t('placeForParty')} value={partyKey} onChange={props.onParty}>
        <Stack gap={6} mt={4}>
          {parties.map((party) => (
            <Group key={party.key} gap="xs" wrap="nowrap">
              <Radio value={party.key} label={party.label} color={party.color} />
              <Badge color={party.color} variant="light" size="sm" data-testid={`count-${party.key}`}>
                {placements.filter((placement) => placement.partyKey === party.key).length}
              </Badge>
            </Group>
          ))}
        </Stack>
      </Radio.Group>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('placeKind')}
        </Text>
        <Select
          size="xs"
          aria-label={t('placeKind')}
          value={kind}
          allowDeselect={false}
          onChange={(value) => value && props.onKind(value as TPositionKind)}
          data={CONTRACT_FIELD_TYPES.map((type) => ({ value: type, label: t(FIELD_TYPE_LABEL[type]) }))}
        />
        <Text size="xs" c="dimmed">
          {t('placeHint')}
        </Text>
      </Stack>
      <FieldPalette onPlace={props.onPlaceField} />
      {props.notice === 'clamped' && (
        <Alert color="yellow" role="status" data-testid="place-notice">
          {t('placeClamped')}
        </Alert>
      )}
      {props.overlapping && (
        <Alert color="yellow" role="status" data-testid="place-overlap">
          {t('placeOverlap')}
        </Alert>
      )}
      {selected && (
        <Stack gap={6} data-testid="selected-field">
          <Text size="sm" fw={500}>
            {t(FIELD_TYPE_LABEL[selected.kind])}
          </Text>
          <Switch
            label={t('placeRequired')}
            checked={selected.required}
            onChange={(event) => props.onUpdateSelected({ required: event.currentTarget.checked })}
          />
          <Select
            size="xs"
            label={t('placeFieldParty')}
            value={selected.partyKey}
            allowDeselect={false}
            onChange={(value) => value && props.onUpdateSelected({ partyKey: value })}
            data={parties.map((party) => ({ value: party.key, label: party.label }))}
          />
          {isSignerFilled(selected.kind) && (
            <TextInput
              size="xs"
              label={t('placeFieldLabel')}
              maxLength={50}
              value={selected.label ?? ''}
              onChange={(event) => props.onUpdateSelected({ label: event.currentTarget.value || undefined })}
            />
          )}
        </Stack>
      )}
      <Stack gap={4}>
        <TextInput
          label={t('placeKeyword')}
          placeholder={t('placeKeywordPlaceholder')}
          value={keyword}
          error={props.keywordProblem ?? undefined}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void search();
          }}
        />
        <Button size="xs" variant="light" loading={searching} disabled={!keyword.trim()} onClick={() => void search()}>
          {t('placeByKeyword')}
        </Button>
      </Stack>
      <Group gap="xs">
        <Button size="xs" variant="default" disabled={!selected} onClick={props.onCopyToEveryPage}>
          {t('placeEveryPage')}
        </Button>
        <Button size="xs" variant="default" color="red" disabled={!selected} onClick={props.onDeleteSelected}>
          {t('placeDelete')}
        </Button>
      </Group>
    </Stack>
  );
}
