// The frame of a designer list (fill-in fields, signing roles): "no data" while it is empty, else
// its cards one under the other.
import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { useI18n } from '../../i18n/i18n-context';

export function ItemCards(props: { count: number; testId: string; children: ReactNode }) {
  const { t } = useI18n();
  if (props.count === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('noData')}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid={props.testId}>
      {props.children}
    </Stack>
  );
}
