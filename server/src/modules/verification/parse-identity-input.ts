// Parses a verification body with its core/model schema, answering a failed identity field with
// its own catalogue code (ID_NUMBER_INVALID, CREDIT_CODE_INVALID, BANK_CARD_INVALID) rather than a
// generic BAD_REQUEST. The issue carries the validator's machine code only — never the input.
import { AppError, type TErrorCode } from '@ecsign/core/errors';
import type { z } from 'zod';
import { parseInput } from '../../http/parse-input';

export const IDENTITY_FIELD_CODES: Readonly<Record<string, TErrorCode>> = {
  idNumber: 'ID_NUMBER_INVALID',
  legalPersonIdNumber: 'ID_NUMBER_INVALID',
  certificateNumber: 'CREDIT_CODE_INVALID',
  bankCardNumber: 'BANK_CARD_INVALID',
};

export function parseIdentityInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    const code = IDENTITY_FIELD_CODES[field];
    if (
      code &&
      typeof value === 'object' &&
      value !== null &&
      typeof (value as Record<string, unknown>)[field] === 'string'
    ) {
      throw new AppError(code, {
        internal: `${field}: ${issue.message}`,
        details: [{ path: field, message: issue.message }],
      });
    }
  }
  return parseInput(schema, value);
}
