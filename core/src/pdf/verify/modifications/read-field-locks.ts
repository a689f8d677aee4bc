// FieldMDP (ISO 32000-1 12.8.2.4, 12.7.4.5): a signature may lock form fields — by a FieldMDP
// transform in its /Reference, or by the /Lock dictionary of the field that holds it. After that
// signature, filling in a locked field is a disallowed change, whatever DocMDP says.
import type { PdfView } from '../../parse/document/pdf-view';
import { PdfDict } from '../../parse/model/pdf-dict';
import { isName, isPdfString } from '../../parse/model/pdf-value';

export interface FieldLock {
  readonly action: 'All' | 'Include' | 'Exclude';
  /** Fully qualified field names. */
  readonly fields: readonly string[];
}

function readLock(view: PdfView, dict: PdfDict | undefined): FieldLock | undefined {
  const action = dict && view.get(dict, 'Action');
  if (!isName(action) || !['All', 'Include', 'Exclude'].includes(action.value)) return undefined;
  const fields = (view.getArray(dict!, 'Fields') ?? []).flatMap((f) => {
    const name = view.resolve(f);
    return isPdfString(name) ? [name.text] : [];
  });
  return { action: action.value as FieldLock['action'], fields };
}

export function readFieldLocks(view: PdfView, signature: PdfDict, fields: readonly PdfDict[]): FieldLock[] {
  const locks: FieldLock[] = [];
  for (const item of view.getArray(signature, 'Reference') ?? []) {
    const reference = view.resolve(item);
    if (reference instanceof PdfDict && isName(view.get(reference, 'TransformMethod'), 'FieldMDP')) {
      const lock = readLock(view, view.getDict(reference, 'TransformParams'));
      if (lock) locks.push(lock);
    }
  }
  for (const field of fields) {
    const lock = readLock(view, view.getDict(field, 'Lock'));
    if (lock) locks.push(lock);
  }
  return locks;
}

/** Whether `field` (or the field it descends from) is locked. */
export function isFieldLocked(locks: readonly FieldLock[], field: string): boolean {
  const listed = (lock: FieldLock) => lock.fields.some((f) => field === f || field.startsWith(`${f}.`));
  return locks.some((lock) => lock.action === 'All' || (lock.action === 'Include' ? listed(lock) : !listed(lock)));
}
