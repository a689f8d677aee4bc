// What each of a signatory's fields shows in the signed PDF, decided before any signature is made
// so that a required field left empty refuses the whole signing (nothing signed): TEXT and CHECKBOX
// from the values the signer sent, NAME and ID_NUMBER from their verified identity, DATE as the
// signing date in the plan's date format. The ID number is the masked form (first 3 and last 4):
// the platform keeps only that form and an HMAC (person_identities), and the signed PDF goes to
// every party, the CC list and anyone holding the verification code — the same rule as
// identity/mask-id-number.ts for every ID number people may see.
import { AppError } from '@ecsign/core/errors';
import {
  CHECKBOX_CHECKED,
  DEFAULT_DATE_FORMAT,
  formatFieldDate,
  isSignerFilled,
  type TContractFieldType,
  type TDateFormat,
  type TFieldValues,
} from '@ecsign/core/model';

export interface FieldPosition {
  id: string;
  kind: TContractFieldType;
  required: boolean;
}

/** Text lines for text-like fields; `checked` for a check box; nothing for a seal or signature. */
export type FieldContent = { text: string } | { checked: boolean } | { image: true };

export interface SignerIdentity {
  name: string;
  /** The masked ID number of the verified person; null when the signer has none on record. */
  idNumberMasked: string | null;
}

export function fieldContents(
  positions: readonly FieldPosition[],
  input: { values: TFieldValues; signer: SignerIdentity; localDate: string; dateFormat: TDateFormat | undefined },
): Map<string, FieldContent> {
  const mine = new Map(positions.map((position) => [position.id, position]));
  for (const id of Object.keys(input.values)) {
    const position = mine.get(id);
    if (!position || !isSignerFilled(position.kind)) {
      throw new AppError('FIELD_VALUE_INVALID', { internal: 'a value for a field the signer does not fill' });
    }
  }
  const contents = new Map<string, FieldContent>();
  for (const position of positions) {
    const value = input.values[position.id]?.trim() ?? '';
    const content = contentOf(position, value, input);
    const empty = 'text' in content ? content.text === '' : 'checked' in content ? !content.checked : false;
    if (empty && position.required) {
      throw new AppError('FIELD_REQUIRED_EMPTY', { internal: `${position.kind} field left empty` });
    }
    contents.set(position.id, content);
  }
  return contents;
}

function contentOf(
  position: FieldPosition,
  value: string,
  input: { signer: SignerIdentity; localDate: string; dateFormat: TDateFormat | undefined },
): FieldContent {
  switch (position.kind) {
    case 'SEAL':
    case 'SIGNATURE':
      return { image: true };
    case 'DATE':
      return { text: formatFieldDate(input.localDate, input.dateFormat ?? DEFAULT_DATE_FORMAT) };
    case 'TEXT':
      return { text: value };
    case 'CHECKBOX':
      if (value !== '' && value !== CHECKBOX_CHECKED && value !== 'false') {
        throw new AppError('FIELD_VALUE_INVALID', { internal: 'a check box takes true or false' });
      }
      return { checked: value === CHECKBOX_CHECKED };
    case 'NAME':
      return { text: input.signer.name };
    case 'ID_NUMBER':
      // No verified identity on record (an account marked verified without a verification, as
      // the demo seed makes them): there is no number to print, so the person must verify first.
      if (input.signer.idNumberMasked === null) {
        throw new AppError('REAL_NAME_REQUIRED_TO_SIGN', { internal: 'ID number field without a verified identity' });
      }
      return { text: input.signer.idNumberMasked };
  }
}
