// Errors of one form, each next to its field (or the form's own, under FORM): set by the form's
// checks before a call, or from a failed call routed by fieldForError. Editing a field removes
// its error and the form's.
import { useCallback, useState } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { errorText } from './error-text';
import { fieldForError, FORM, type ErrorRoutes } from './field-for-error';

export type TFieldErrors<F extends string> = Partial<Record<F | typeof FORM, string>>;

/** `routes` should be a module constant: the returned functions change when it does. */
export function useFieldErrors<F extends string>(routes: ErrorRoutes<F>) {
  const { language } = useI18n();
  const [errors, setErrors] = useState<TFieldErrors<F>>({});

  /** Replaces all errors with `next`; true when it holds none (the form may be sent). */
  const check = useCallback((next: TFieldErrors<F>) => {
    const found = Object.fromEntries(Object.entries(next).filter(([, text]) => text)) as TFieldErrors<F>;
    setErrors(found);
    return Object.keys(found).length === 0;
  }, []);
  const clear = useCallback(
    (field: F) =>
      setErrors((current) =>
        current[field] || current[FORM] ? { ...current, [field]: undefined, [FORM]: undefined } : current,
      ),
    [],
  );
  /** Shows a failed call's text next to its field (`other` routes calls of another kind, e.g. a send). */
  const fail = useCallback(
    (error: unknown, other?: ErrorRoutes<F>) =>
      setErrors({ [fieldForError(error, other ?? routes)]: errorText(error, language) } as TFieldErrors<F>),
    [routes, language],
  );
  return { errors, check, clear, fail };
}
