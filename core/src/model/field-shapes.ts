// Shapes the forms share. Identity fields (mobile, ID number, credit code) use the validators of
// core/validation, checksums included, so a form and the server agree on what is valid.
import { safeName } from '../validation/safe-text';

export { ZMobile, ZIdCardNumber, ZCreditCode } from '../validation/schemas';

/** A required single-line text such as a name. */
export const ZName = safeName();
