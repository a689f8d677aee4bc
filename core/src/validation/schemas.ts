// Zod schemas built from the validators, so the server and every client validate a field with
// one definition. Each issue's message is the validator's machine code (also in params.reason);
// UIs map it to a text in the user's language.
import { z } from 'zod';
import { isEmail } from './is-email';
import { isMobile } from './is-mobile';
import { parseCaptchaCode } from './parse-captcha-code';
import { parseCreditCode } from './parse-credit-code';
import { parseIdCardNumber } from './parse-id-card-number';
import { REVOKE_REASON_MAX } from './constants';
import { FILE_NAME_MAX, NAME_MAX, safeName, safeText } from './safe-text';
import { sanitizeSearchInput } from './sanitize-search-input';
import { stripWhitespace } from './strip-whitespace';
import type { TValidation } from './types';
import { validateAttachments } from './validate-attachments';
import { validatePassword } from './validate-password';
import { validateRevokeReason } from './validate-revoke-reason';

/** Codes of the plain format checks (mobile, e-mail). */
export const FORMAT_FAILURES = ['REQUIRED', 'INVALID_FORMAT'] as const;
export type TFormatFailure = (typeof FORMAT_FAILURES)[number];

type TIssueSink = { addIssue(issue: { code: 'custom'; message: string; params: { reason: string } }): void };

function report(ctx: TIssueSink, reasons: readonly string[]): void {
  for (const reason of reasons) ctx.addIssue({ code: 'custom', message: reason, params: { reason } });
}

/** A schema whose output is the validator's normalised value. */
function normalising<T extends string>(max: number, parse: (input: string) => TValidation<T, string>) {
  return safeText({ max, trim: false }).transform((input, ctx) => {
    const result = parse(input);
    if (result.valid) return result.value;
    report(ctx, result.reasons);
    return z.NEVER;
  });
}

function format(max: number, test: (text: string) => boolean) {
  return safeText({ max }).superRefine((text, ctx) =>
    report(ctx, text === '' ? ['REQUIRED'] : test(text) ? [] : ['INVALID_FORMAT']),
  );
}

/** A new password; never trimmed, since spaces would be refused as invalid characters anyway. */
export const ZPassword = safeText({ max: 64, trim: false }).superRefine((password, ctx) =>
  report(ctx, validatePassword(password).reasons),
);

/** Longest mobile number accepted as typed (spaces, +86 and dashes included). */
const MOBILE_MAX = 20;
/** The longest e-mail address RFC 5321 allows in a path. */
const EMAIL_MAX = 254;

export const ZMobile = format(MOBILE_MAX, isMobile);
export const ZEmail = format(EMAIL_MAX, isEmail);

/** Outputs the number with an upper-case X; use parseIdCardNumber for birth date and gender. */
export const ZIdCardNumber = normalising(32, (input) => {
  const result = parseIdCardNumber(input);
  return result.valid ? { valid: true, value: result.value.number, reasons: [] } : result;
});

/** Outputs the trimmed, upper-case code. */
export const ZCreditCode = normalising(32, (input) => {
  const result = parseCreditCode(input);
  return result.valid ? { valid: true, value: result.value.code, reasons: [] } : result;
});

/** Outputs the trimmed reason. */
// 100 code points are at most 200 UTF-16 units; validateRevokeReason counts the code points.
export const ZRevokeReason = normalising(REVOKE_REASON_MAX * 2, validateRevokeReason);

/** Outputs the code in upper case. */
export const ZCaptchaCode = normalising(16, parseCaptchaCode);

/** A file about to be uploaded (name and size), checked against the attachment limits. */
export const ZUploadFile = z.object({ name: safeName({ max: FILE_NAME_MAX }), size: z.number().int().nonnegative() });
export const ZUploadFileList = z
  .array(ZUploadFile)
  .superRefine((files, ctx) => report(ctx, validateAttachments(files).reasons));

/** The name of an uploaded file, from a multipart part or a query parameter. */
export const ZUploadFileName = z.object({ fileName: safeName({ max: FILE_NAME_MAX }) });

/** Filter text as sent: all whitespace stripped. */
export const ZSearchText = safeText({ max: NAME_MAX }).transform(stripWhitespace);
/** Search-box input as sent: only letters, digits and Chinese characters. */
export const ZSearchInput = safeText({ max: NAME_MAX }).transform(sanitizeSearchInput);
