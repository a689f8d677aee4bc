// Which field of a form a failed call belongs to, so its text is shown next to that field: by the
// catalogue code (e.g. a wrong code → the code field), or, for BAD_REQUEST, by the first failing
// body field the server lists. Anything else belongs to the form as a whole.
import { isAppError, type TErrorCode } from '@ecsign/core/errors';

export const FORM = 'form';

export interface ErrorRoutes<F extends string> {
  codes: Partial<Record<TErrorCode, F>>;
  /** Request body fields (as the server names them) → form fields. */
  paths?: Readonly<Record<string, F>>;
}

export function fieldForError<F extends string>(error: unknown, routes: ErrorRoutes<F>): F | typeof FORM {
  if (!isAppError(error)) return FORM;
  const byCode = routes.codes[error.code];
  if (byCode) return byCode;
  if (error.code === 'BAD_REQUEST' && Array.isArray(error.details)) {
    for (const issue of error.details as { path?: unknown }[]) {
      const field = typeof issue?.path === 'string' ? routes.paths?.[issue.path.split('.')[0] ?? ''] : undefined;
      if (field) return field;
    }
  }
  return FORM;
}
