// Changing the password: the current one (required by the server), a new one that passes the rule
// of spec item V-password with the strength box, and the new one again. The session of this tab stays; the
// server ends the user's other sessions. Used by the account centre and the unsafe-password screen.
import { useState } from 'react';
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import { usePortalSession } from '../../app/portal-session';
import { NewPasswordFields } from '../../components/new-password-fields/new-password-fields';
import { useNewPassword } from '../../components/new-password-fields/use-new-password';
import { ErrorTextNode } from '../../forms/error-text-node';
import type { ErrorRoutes } from '../../forms/field-for-error';
import { fieldProblem } from '../../forms/field-problem';
import { FormErrorText } from '../../forms/form-error-text';
import { useCheckedSubmit } from '../../forms/use-checked-submit';
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
  const [done, setDone] = useState(false);
  const form = useFieldErrors(CHANGE_ERRORS);
  const { errors, clear } = form;
  const errorOf = (field: TField) => errors[field] && <ErrorTextNode text={errors[field]} field={field} />;
  const newPassword = useNewPassword({
    fields: { password: 'newPassword', confirm: 'confirm' },
    form,
    onEdit: () => setDone(false),
  });

  const { busy, submit } = useCheckedSubmit(form, {
    problems: () => ({ oldPassword: fieldProblem('required', oldPassword, language), ...newPassword.problems() }),
    async send() {
      await api.call(endpoints.account.changePassword, {
        body: { oldPassword, newPassword: newPassword.password, confirmPassword: newPassword.confirm },
      });
      setOldPassword('');
      newPassword.reset();
      setDone(true);
      // The unsafe-password mark is gone now: fetch the user again.
      await refreshUser().catch(() => undefined);
      props.onChanged?.();
    },
  });

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
          onChange={(event) => {
            setOldPassword(event.currentTarget.value);
            clear('oldPassword');
            setDone(false);
          }}
        />
        <NewPasswordFields
          value={newPassword}
          label={t('newPassword')}
          passwordError={errorOf('newPassword')}
          confirmError={errorOf('confirm')}
        />
        <FormErrorText text={errors.form} />
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
