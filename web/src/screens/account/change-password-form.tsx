// Changing the password: the current one (required by the server), a new one that passes the rule
// of spec §5 with the strength box, and the new one again. The session of this tab stays; the
// server ends the user's other sessions. Used by the account centre and the unsafe-password screen.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { usePortalSession } from '../../app/portal-session';
import { PasswordStrength } from '../../components/password-strength/password-strength';
import { ErrorTextNode } from '../../forms/error-text-node';
import type { ErrorRoutes } from '../../forms/field-for-error';
import { fieldProblem } from '../../forms/field-problem';
import { useFieldErrors } from '../../forms/use-field-errors';
import { useI18n } from '../../i18n/i18n-context';

type TField = 'oldPassword' | 'newPassword' | 'confirm';

const CHANGE_ERRORS: ErrorRoutes<TField> = {
  codes: { OLD_PASSWORD_WRONG: 'oldPassword', TOO_MANY_REQUESTS: 'oldPassword', PASSWORD_WEAK: 'newPassword' },
  paths: { oldPassword: 'oldPassword', newPassword: 'newPassword', confirmPassword: 'confirm' },
};

export function ChangePasswordForm(props: {
  /** After the server accepted the new password (the user data is fetched again before). */
  onChanged?: () => void;
}) {
  const { t, language } = useI18n();
  const { api, refreshUser } = usePortalSession();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const { errors, check, clear, fail } = useFieldErrors(CHANGE_ERRORS);
  const errorOf = (field: TField | 'form') => errors[field] && <ErrorTextNode text={errors[field]} field={field} />;
  const edit = (field: TField, set: (value: string) => void) => (value: string) => {
    set(value);
    clear(field);
    setDone(false);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const valid = check({
      oldPassword: fieldProblem('required', oldPassword, language),
      newPassword: fieldProblem('newPassword', newPassword, language),
      confirm: confirm === '' ? t('required') : confirm !== newPassword ? t('passwordMismatch') : undefined,
    });
    if (!valid) return;
    setBusy(true);
    try {
      await api.call({
        method: 'POST',
        path: 'cb/assemble/usercenter/personal/changePassword',
        json: { oldPassword, newPassword, confirmPassword: confirm },
      });
      setOldPassword('');
      setNewPassword('');
      setConfirm('');
      setDone(true);
      // The unsafe-password mark is gone now: fetch the user again.
      await refreshUser().catch(() => undefined);
      props.onChanged?.();
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="change-password">
      <Stack gap="sm">
        <PasswordInput
          label={t('oldPassword')}
          placeholder={t('oldPasswordPlaceholder')}
          autoComplete="current-password"
          value={oldPassword}
          error={errorOf('oldPassword')}
          // Mantine marks only its TextInput invalid for assistive technology.
          aria-invalid={errors.oldPassword ? true : undefined}
          onChange={(event) => edit('oldPassword', setOldPassword)(event.currentTarget.value)}
        />
        <Stack gap={6}>
          <PasswordInput
            label={t('newPassword')}
            placeholder={t('newPasswordPlaceholder')}
            autoComplete="new-password"
            value={newPassword}
            error={errorOf('newPassword')}
            aria-invalid={errors.newPassword ? true : undefined}
            onChange={(event) => edit('newPassword', setNewPassword)(event.currentTarget.value)}
          />
          <PasswordStrength password={newPassword} />
        </Stack>
        <PasswordInput
          label={t('confirmPassword')}
          placeholder={t('confirmPasswordPlaceholder')}
          autoComplete="new-password"
          value={confirm}
          error={errorOf('confirm')}
          aria-invalid={errors.confirm ? true : undefined}
          onChange={(event) => edit('confirm', setConfirm)(event.currentTarget.value)}
        />
        {errors.form && (
          <Text size="sm" c="red">
            {errorOf('form')}
          </Text>
        )}
        {done && (
          <Alert color="green" data-testid="password-changed">
            {t('passwordChanged')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t('changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
