// Shapes the forms share. Identity fields (mobile, ID number, credit code) use the validators of
// core/validation, checksums included, so a form and the server agree on what is valid.
import { safeId, safeName } from '../validation/safe-text';

export { ZMobile, ZIdCardNumber, ZCreditCode } from '../validation/schemas';

/** A required single-line text such as a name. */
export const ZName = safeName();

/**
 * The platform's ids (UUIDs, Open API app ids, built-in ids such as `builtin-user-guide`): every id
 * a request names — path, query or body — is checked as one before it reaches the database, so a
 * NUL byte, a 10 KB string or a path is a bad parameter or "not found", never a database error
 * (V-other-bounds).
 */
export const ZId = safeId();
