// The submit of a form that checks its fields before one call: nothing is sent while a field has a
// problem (each shows next to its field); a failed call shows next to the field it concerns; the
// submit button is busy while the call runs.
import { useState, type FormEvent } from 'react';
import type { TFieldErrors } from './use-field-errors';

export function useCheckedSubmit<F extends string>(
  form: { check(next: TFieldErrors<F>): boolean; fail(error: unknown): void },
  options: { problems(): TFieldErrors<F>; send(): Promise<unknown> },
) {
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.check(options.problems())) return;
    setBusy(true);
    try {
      await options.send();
    } catch (caught) {
      form.fail(caught);
    } finally {
      setBusy(false);
    }
  }
  return { busy, submit };
}
