// One label/value row of an account-centre card, with room for an action on the right.
import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';

export function InfoRow(props: { label: string; children: ReactNode; action?: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" mih={32}>
      <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed" w={120} style={{ flexShrink: 0 }}>
          {props.label}
        </Text>
        <Text size="sm" component="div" data-testid={props.testId} style={{ wordBreak: 'break-all' }}>
          {props.children}
        </Text>
      </Group>
      {props.action}
    </Group>
  );
}
