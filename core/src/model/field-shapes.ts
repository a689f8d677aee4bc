// Shapes the forms share. Identity fields (mobile, ID number, credit code) use the validators of
// core/validation, checksums included, so a form and the server agree on what is valid.
import { z } from 'zod';

export { ZMobile, ZIdCardNumber, ZCreditCode } from '../validation/schemas';

/** A required single-line text such as a name. */
export const ZName = z.string().trim().min(1);

/**
 * The platform's ids: UUIDs, Open API app ids (`ec` and hex), built-in ids such as
 * `builtin-user-guide` — ASCII letters, digits, `-` and `_`, at most 64. Every id a request names
 * (path, query or body) is checked against it before it reaches the database, so a NUL byte, a
 * 10 KB string or a path is a bad parameter or "not found", never a database error (V-other-bounds).
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const ZId = z.string().trim().regex(ID_PATTERN, 'not an id');
