// Checks the initiation form before anything is sent, so a person sees every missing or wrong
// field at once; the server checks the same again and answers with the catalogue's codes.
import type { TMessageKey } from '@ecsign/core/i18n';
import { ZMobile } from '@ecsign/core/model';
import type { TContractFormState, TPartyRow } from './contract-form-state';

export interface TFormProblem {
  /** `taskName`, `documents`, `signatories.2.mobile` … */
  field: string;
  key: TMessageKey;
}

function partyProblems(rows: readonly TPartyRow[], list: string, withRole: boolean): TFormProblem[] {
  const problems: TFormProblem[] = [];
  rows.forEach((row, index) => {
    const at = `${list}.${index}`;
    if (!row.name.trim()) problems.push({ field: `${at}.name`, key: 'required' });
    if (!row.accountId) {
      if (!row.mobile.trim()) problems.push({ field: `${at}.mobile`, key: 'required' });
      else if (!ZMobile.safeParse(row.mobile.trim()).success)
        problems.push({ field: `${at}.mobile`, key: 'contractMobileInvalid' });
    }
    if (row.subjectType === 'ENTERPRISE' && !row.enterpriseName.trim()) {
      problems.push({ field: `${at}.enterpriseName`, key: 'required' });
    }
  });
  if (withRole) {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const role = row.roleName.trim();
      if (!role) return;
      if (seen.has(role)) problems.push({ field: `${list}.${index}.roleName`, key: 'contractDuplicateRole' });
      seen.add(role);
    });
  }
  return problems;
}

/** `now` is the local wall-clock time as `yyyy-MM-ddTHH:mm`, like the inputs. */
export function validateContractForm(form: TContractFormState, now: string): TFormProblem[] {
  const problems: TFormProblem[] = [];
  if (!form.taskName.trim()) problems.push({ field: 'taskName', key: 'required' });
  if (!form.businessType.trim()) problems.push({ field: 'businessType', key: 'required' });
  if (form.documents.length === 0) problems.push({ field: 'documents', key: 'contractNoDocuments' });
  if (form.endTime && form.endTime <= now) problems.push({ field: 'endTime', key: 'contractDeadlinePast' });
  if (form.startTime && form.endTime && form.startTime > form.endTime) {
    problems.push({ field: 'endTime', key: 'contractStartAfterEnd' });
  }
  if (form.signatories.length === 0) problems.push({ field: 'signatories', key: 'contractNoSignatories' });
  problems.push(...partyProblems(form.signatories, 'signatories', true));
  if (form.kind === 'BATCH') {
    if (form.batchRecipients.length === 0) problems.push({ field: 'batchRecipients', key: 'contractNoRecipients' });
    problems.push(...partyProblems(form.batchRecipients, 'batchRecipients', false));
  }
  problems.push(...partyProblems(form.ccList, 'ccList', false));
  return problems;
}

/** The local wall-clock time as a datetime-local input writes it. */
export function localNow(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
