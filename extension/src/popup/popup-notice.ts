// What the popup's alert shows: an error from the server or the client (in the catalogue's
// words), or one of the popup's own messages. Texts are made at render time, so switching the
// language translates an alert already on screen.
import { AppError, isAppError } from '@ecsign/core/errors';
import { translate, type TLanguage, type TMessageKey } from '@ecsign/core/i18n';

export type TPopupNotice = { kind: 'error'; error: AppError } | { kind: 'message'; key: TMessageKey };

/** Any failure as a notice; what is not an AppError (a bug, a storage failure) is a data request error. */
export function noticeOf(error: unknown): TPopupNotice {
  return { kind: 'error', error: isAppError(error) ? error : new AppError('DATA_REQUEST_ERROR', { cause: error }) };
}

export function noticeText(notice: TPopupNotice, language: TLanguage): string {
  return notice.kind === 'error' ? notice.error.userMessage(language) : translate(language, notice.key);
}
