// The password-strength box (spec item R-part-password-strength): a three-bar meter driven by core's password rule (so it
// never calls a password strong that the rule refuses), and the reasons the password fails.
import { Box, Group, List, Stack, Text } from '@mantine/core';
import type { TMessageKey } from '@ecsign/core/i18n';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, validatePassword } from '@ecsign/core/validation';
import { useI18n } from '../../i18n/i18n-context';
import { PASSWORD_FAILURE_KEYS } from './password-failure-key';

const LEVELS: Record<1 | 2 | 3, { key: TMessageKey; color: string }> = {
  1: { key: 'strengthWeak', color: 'var(--mantine-color-red-6)' },
  2: { key: 'strengthMedium', color: 'var(--mantine-color-orange-5)' },
  3: { key: 'strengthStrong', color: 'var(--mantine-color-green-6)' },
};

export function PasswordStrength(props: { password: string }) {
  const { t } = useI18n();
  const check = validatePassword(props.password);
  const level = check.strength === 0 ? null : LEVELS[check.strength];
  const levelText = level ? t(level.key) : '';
  return (
    <Stack gap={6} data-testid="password-strength">
      <Group gap="sm" wrap="nowrap">
        <Group
          gap={4}
          wrap="nowrap"
          style={{ flex: 1 }}
          role="meter"
          aria-label={t('passwordStrength')}
          aria-valuemin={0}
          aria-valuemax={3}
          aria-valuenow={check.strength}
          aria-valuetext={levelText}
        >
          {[1, 2, 3].map((bar) => (
            <Box
              key={bar}
              h={6}
              style={{
                flex: 1,
                borderRadius: 3,
                background: level && bar <= check.strength ? level.color : 'var(--mantine-color-gray-3)',
              }}
              data-filled={bar <= check.strength}
            />
          ))}
        </Group>
        <Text size="xs" w={48} c="dimmed">
          {levelText}
        </Text>
      </Group>
      {props.password !== '' && check.reasons.length > 0 && (
        <List size="xs" c="red" spacing={2}>
          {check.reasons.map((reason) => (
            <List.Item key={reason}>
              {t(PASSWORD_FAILURE_KEYS[reason], { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
