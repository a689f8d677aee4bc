// The checks run in the browser before a verification call: GB 11643 ID numbers and GB 32100
// credit codes, with the catalogue's own texts (the same the server answers), so a typing error is
// caught before any provider is asked.
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import { translate, type TLanguage } from '@ecsign/core/i18n';
import { parseCreditCode, parseIdCardNumber } from '@ecsign/core/validation';

export function idNumberProblem(value: string, language: TLanguage): string | undefined {
  if (value.trim() === '') return translate(language, 'required');
  return parseIdCardNumber(value).valid ? undefined : ERROR_CATALOGUE.ID_NUMBER_INVALID.text[language];
}

export function creditCodeProblem(value: string, language: TLanguage): string | undefined {
  if (value.trim() === '') return translate(language, 'required');
  return parseCreditCode(value).valid ? undefined : ERROR_CATALOGUE.CREDIT_CODE_INVALID.text[language];
}

export function requiredProblem(value: string, language: TLanguage): string | undefined {
  return value.trim() === '' ? translate(language, 'required') : undefined;
}
