// A new password and the same password again, as registration, password reset and changing the
// password keep them: the two values, editing (which clears the field's error) and the checks
// before the call (spec item V-password; the second must match the first).
import { useState } from 'react';
import { confirmProblem } from '../../forms/confirm-problem';
import { fieldProblem } from '../../forms/field-problem';
import type { TFieldErrors } from '../../forms/use-field-errors';
import { useI18n } from '../../i18n/i18n-context';

export interface NewPassword<F extends string> {
  password: string;
  confirm: string;
  changePassword(value: string): void;
  changeConfirm(value: string): void;
  /** The checks of both fields, to merge into the form's check before its call. */
  problems(): TFieldErrors<F>;
  /** Empties both fields (after the password was changed). */
  reset(): void;
}

export function useNewPassword<F extends string>(options: {
  /** The form's names of the two fields (their errors are routed to these). */
  fields: { password: F; confirm: F };
  form: { clear(field: F): void };
  /** Also called on every edit (e.g. to hide a "changed" notice). */
  onEdit?: () => void;
}): NewPassword<F> {
  const { fields, form, onEdit } = options;
  const { language } = useI18n();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const edit = (field: F, set: (value: string) => void) => (value: string) => {
    set(value);
    form.clear(field);
    onEdit?.();
  };

  return {
    password,
    confirm,
    changePassword: edit(fields.password, setPassword),
    changeConfirm: edit(fields.confirm, setConfirm),
    problems: () =>
      ({
        [fields.password]: fieldProblem('newPassword', password, language),
        [fields.confirm]: confirmProblem(confirm, password, language),
      }) as TFieldErrors<F>,
    reset() {
      setPassword('');
      setConfirm('');
    },
  };
}
