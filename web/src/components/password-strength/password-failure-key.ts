// The text shown for each reason the password rule (core validatePassword) gives.
import type { TMessageKey } from '@ecsign/core/i18n';
import type { TPasswordFailure } from '@ecsign/core/validation';

export const PASSWORD_FAILURE_KEYS = {
  TOO_SHORT: 'passwordTooShort',
  TOO_LONG: 'passwordTooLong',
  INVALID_CHARACTERS: 'passwordInvalidCharacters',
  TOO_FEW_KINDS: 'passwordTooFewKinds',
} as const satisfies Record<TPasswordFailure, TMessageKey>;
