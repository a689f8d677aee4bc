// The fields a signatory's positions on a contract can be, declared once for the portal, the
// server and the CLI (part of initiating and signing, spec item C-other-calls): what each type
// shows in the signed PDF, who fills it, and the signing date's formats.
import { z } from 'zod';
import { safeText } from '../../validation/safe-text';

/**
 * SIGNATURE and SEAL: the signer's handwriting or seal image; DATE: the signing date in the plan's
 * date format; TEXT and CHECKBOX: filled in by the signer while signing; NAME and ID_NUMBER: from
 * the signer's verified identity (the ID number masked, as the platform only keeps that form).
 */
export const CONTRACT_FIELD_TYPES = ['SEAL', 'SIGNATURE', 'DATE', 'TEXT', 'CHECKBOX', 'NAME', 'ID_NUMBER'] as const;
export const ZContractFieldType = z.enum(CONTRACT_FIELD_TYPES);
export type TContractFieldType = z.infer<typeof ZContractFieldType>;

/** Types whose value the signer types or ticks on the signing page. */
export const SIGNER_FILLED_FIELD_TYPES: readonly TContractFieldType[] = ['TEXT', 'CHECKBOX'];
export const isSignerFilled = (type: TContractFieldType): boolean => SIGNER_FILLED_FIELD_TYPES.includes(type);

/** Types drawn with the seal or signature image. */
export const isImageField = (type: TContractFieldType): boolean => type === 'SEAL' || type === 'SIGNATURE';

/** How a DATE field writes the signing date (local date of China, UTC+8). */
export const DATE_FORMATS = ['YYYY-MM-DD', 'YYYY年MM月DD日', 'YYYY/MM/DD', 'YYYY.MM.DD'] as const;
export const ZDateFormat = z.enum(DATE_FORMATS);
export type TDateFormat = z.infer<typeof ZDateFormat>;
export const DEFAULT_DATE_FORMAT: TDateFormat = 'YYYY年MM月DD日';

/** A local date `YYYY-MM-DD` written in `format`. */
export function formatFieldDate(localDate: string, format: TDateFormat): string {
  const [year = '', month = '', day = ''] = localDate.split('-');
  return format.replace('YYYY', year).replace('MM', month).replace('DD', day);
}

/** A value the signer gives a TEXT field: one line, as it will be printed. */
export const FIELD_TEXT_MAX = 100;
export const CHECKBOX_CHECKED = 'true';

/** Values of the signer-filled fields, by the position's id (ZPlacedPosition.positionId). */
export const ZFieldValues = z.record(safeText({ max: 64 }), safeText({ max: FIELD_TEXT_MAX })).default({});
export type TFieldValues = z.infer<typeof ZFieldValues>;
