// The password-strength box in the gallery, under a password input.
import { useState } from 'react';
import { PasswordInput, Stack } from '@mantine/core';
import { PasswordStrength } from '../../components/password-strength/password-strength';
import { useI18n } from '../../i18n/i18n-context';

export function GalleryPassword() {
  const { t } = useI18n();
  const [password, setPassword] = useState('');
  return (
    <Stack gap="xs" maw={360}>
      <PasswordInput
        label={t('password')}
        placeholder={t('passwordPlaceholder')}
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
      />
      <PasswordStrength password={password} />
    </Stack>
  );
}
