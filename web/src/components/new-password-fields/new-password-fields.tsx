// A new password that must pass the rule of spec item V-password (with the strength box under it) and the same
// password again: the block of registration, password reset and changing the password.
import type { ReactNode } from 'react';
import { PasswordInput, Stack } from '@mantine/core';
import { useI18n } from '../../i18n/i18n-context';
import { PasswordStrength } from '../password-strength/password-strength';
import type { NewPassword } from './use-new-password';

export function NewPasswordFields<F extends string>(props: {
  value: NewPassword<F>;
  /** The first field's label: "password" when registering, "new password" otherwise. */
  label: string;
  passwordError?: ReactNode;
  confirmError?: ReactNode;
}) {
  const { value } = props;
  const { t } = useI18n();
  return (
    <>
      <Stack gap={6}>
        <PasswordInput
          label={props.label}
          placeholder={t('newPasswordPlaceholder')}
          autoComplete="new-password"
          value={value.password}
          error={props.passwordError}
          // Mantine marks only its TextInput invalid for assistive technology.
          aria-invalid={props.passwordError ? true : undefined}
          onChange={(event) => value.changePassword(event.currentTarget.value)}
        />
        <PasswordStrength password={value.password} />
      </Stack>
      <PasswordInput
        label={t('confirmPassword')}
        placeholder={t('confirmPasswordPlaceholder')}
        autoComplete="new-password"
        value={value.confirm}
        error={props.confirmError}
        aria-invalid={props.confirmError ? true : undefined}
        onChange={(event) => value.changeConfirm(event.currentTarget.value)}
      />
    </>
  );
}
