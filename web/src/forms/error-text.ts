// The text a person sees for a failed call: the catalogue's text in their language (AppError), or
// the generic data-request error for anything else (spec item C-reply-warning).
import { AppError, isAppError } from '@ecsign/core/errors';
import type { TLanguage } from '@ecsign/core/i18n';

export function errorText(error: unknown, language: TLanguage): string {
  return (isAppError(error) ? error : new AppError('DATA_REQUEST_ERROR')).userMessage(language);
}
