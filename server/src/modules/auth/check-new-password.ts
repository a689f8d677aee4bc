// A new password must pass the rule of spec item V-password; otherwise PASSWORD_WEAK, with the validator's
// reasons (TOO_SHORT, TOO_LONG, INVALID_CHARACTERS, TOO_FEW_KINDS) in the reply's data.
import { AppError } from '@ecsign/core/errors';
import { validatePassword } from '@ecsign/core/validation';

export function checkNewPassword(password: string): void {
  const check = validatePassword(password);
  if (!check.valid) {
    throw new AppError('PASSWORD_WEAK', {
      internal: 'new password fails the rule',
      details: { reasons: check.reasons },
    });
  }
}
