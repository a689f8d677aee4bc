// The left panel of /prePlaced: whose position is placed next (each party in its colour, with how
// many positions it has), what kind (seal, signature, date), keyword positioning, and actions on
// the selected box (copy to every page, delete).
import { useState } from 'react';
import { Badge, Button, Group, Radio, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
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
        <SegmentedControl
          size="xs"
          value={kind}
          onChange={(value) => props.onKind(value as TPositionKind)}
          data={[
            { value: 'SEAL', label: t('placeKindSeal') },
            { value: 'SIGNATURE', label: t('placeKindSignature') },
            { value: 'DATE', label: t('placeKindDate') },
          ]}
        />
        <Text size="xs" c="dimmed">
          {t('placeHint')}
        </Text>
      </Stack>
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
