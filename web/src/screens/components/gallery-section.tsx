// One part in the /components gallery: its title, a switch between the states it can be in, and
// the part drawn in the chosen state.
import { useState, type ReactNode } from 'react';
import { Card, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import type { TMessageKey } from '@ecsign/core/i18n';
import { useI18n } from '../../i18n/i18n-context';

export type TGalleryState = 'empty' | 'loading' | 'error' | 'filled';

const STATE_KEYS: Record<TGalleryState, TMessageKey> = {
  empty: 'stateEmpty',
  loading: 'stateLoading',
  error: 'stateError',
  filled: 'stateFilled',
};

export function GallerySection(props: {
  id: string;
  title: string;
  /** The states to switch between; the last one is shown first. */
  states?: readonly TGalleryState[];
  children: (state: TGalleryState) => ReactNode;
}) {
  const { id, title, states = [], children } = props;
  const { t } = useI18n();
  const [state, setState] = useState<TGalleryState>(states.at(-1) ?? 'filled');
  return (
    <Card
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby={`gallery-${id}`}
      data-testid={`gallery-${id}`}
    >
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} id={`gallery-${id}`}>
            {title}
          </Title>
          {states.length > 1 && (
            <SegmentedControl
              size="xs"
              aria-label={`${title}: ${t(STATE_KEYS[state])}`}
              data-testid={`gallery-${id}-states`}
              value={state}
              onChange={(value) => setState(value as TGalleryState)}
              data={states.map((value) => ({ value, label: t(STATE_KEYS[value]) }))}
            />
          )}
        </Group>
        {children(state)}
      </Stack>
    </Card>
  );
}
