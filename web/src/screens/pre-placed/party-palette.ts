// The parties one places positions for, each with its colour on the pages.
import type { TContractFormState, TPartyRow } from '../start-ent-contract/contract-form-state';
import { RECIPIENTS_KEY } from './placements';

export interface TPlaceableParty {
  key: string;
  label: string;
  enterprise: boolean;
  color: string;
}

const COLORS = ['blue', 'orange', 'grape', 'teal', 'red', 'lime', 'cyan', 'pink', 'indigo', 'yellow'];

function labelOf(row: TPartyRow): string {
  const who = row.subjectType === 'ENTERPRISE' && row.enterpriseName ? row.enterpriseName : row.name;
  return row.roleName ? `${row.roleName} · ${who}` : who;
}

export function placeableParties(form: TContractFormState, recipientsLabel: string): TPlaceableParty[] {
  const parties = form.signatories.map((row) => ({
    key: row.key,
    label: labelOf(row),
    enterprise: row.subjectType === 'ENTERPRISE',
  }));
  if (form.kind === 'BATCH' && form.batchRecipients.length > 0) {
    const enterprise = form.batchRecipients.every((row) => row.subjectType === 'ENTERPRISE');
    parties.push({ key: RECIPIENTS_KEY, label: recipientsLabel, enterprise });
  }
  return parties.map((party, index) => ({ ...party, color: COLORS[index % COLORS.length]! }));
}
