// One part of a process's settings: "not set" with a button to set it (a draft may leave parts
// out), or its controls with a button to clear it again.
import type { ReactNode } from 'react';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useI18n } from '../../i18n/i18n-context';

export function ProcessPart(props: {
  title: string;
  set: boolean;
  onSet(): void;
  onClear(): void;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useI18n();
  return (
    <Card withBorder padding="sm" data-testid={props.testId}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{props.title}</Text>
          {props.set ? (
            <Button size="compact-xs" variant="subtle" color="gray" onClick={props.onClear}>
              {t('tplRemove')}
            </Button>
          ) : (
            <Button size="compact-xs" variant="light" onClick={props.onSet} data-testid={`${props.testId}-set`}>
              {t('processSetPart')}
            </Button>
          )}
        </Group>
        {props.set ? (
          props.children
        ) : (
          <Text size="sm" c="dimmed">
            {t('processNotSet')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
