// The card the logged-out pages share (login, registration, password reset, results, sign-in
// hand-overs): the system name above, the page's title and the language switch, then the page.
import type { ReactNode } from 'react';
import { Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useInterfaceSettings } from '../../app/interface-settings';
import { LanguageSelect } from '../../i18n/language-select';

export function AuthCard(props: { title: string; children: ReactNode; width?: number; testId?: string }) {
  const { title, children, width = 420, testId } = props;
  const { displayName } = useInterfaceSettings();
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Stack gap="md" w={width} maw="100%">
        <Text ta="center" fw={700} fz="xl" c="red.8" data-testid="system-name">
          {displayName}
        </Text>
        <Card withBorder shadow="sm" radius="md" p="xl" data-testid={testId}>
          <Stack gap="md">
            <Group justify="space-between" wrap="nowrap">
              <Title order={3}>{title}</Title>
              <LanguageSelect />
            </Group>
            {children}
          </Stack>
        </Card>
      </Stack>
    </Center>
  );
}
