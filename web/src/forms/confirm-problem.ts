// The check of a "password again" field: required, and the same as the password typed first.
import { translate, type TLanguage } from '@ecsign/core/i18n';

export function confirmProblem(confirm: string, password: string, language: TLanguage): string | undefined {
  if (confirm === '') return translate(language, 'required');
  return confirm !== password ? translate(language, 'passwordMismatch') : undefined;
}
