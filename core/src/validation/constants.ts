// Limits of the validation rules (spec's V- and K- items), shared by the server and every client.

/** Password length bounds; a double-byte character counts 2 (see measureLength). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;

/** A revocation reason holds at most this many characters (Unicode code points). */
export const REVOKE_REASON_MAX = 100;

/** Attachments of one plan: at most 100 files, each at most 8 MB. */
export const MAX_ATTACHMENTS = 100;
export const MAX_ATTACHMENT_BYTES = 8 * 1024 * 1024;

/** The picture captcha's code: 4 characters from A–Z and 0–9. */
export const CAPTCHA_CODE_LENGTH = 4;

/** Text inputs of a filter form fire after this debounce. */
export const SEARCH_DEBOUNCE_MS = 800;

/** Every route change scrolls to the top after this delay. */

/** Both national identifiers (GB 11643 and GB 32100) are 18 characters long. */
export const ID_CARD_NUMBER_LENGTH = 18;
export const CREDIT_CODE_LENGTH = 18;

/**
 * First two digits of a resident ID number: the provinces of GB/T 2260 plus Taiwan (71) and the
 * residence permits of Hong Kong (81), Macao (82) and Taiwan (83) residents.
 */
export const ID_CARD_PROVINCE_CODES: ReadonlySet<string> = new Set([
  ...['11', '12', '13', '14', '15'],
  ...['21', '22', '23'],
  ...['31', '32', '33', '34', '35', '36', '37'],
  ...['41', '42', '43', '44', '45', '46'],
  ...['50', '51', '52', '53', '54'],
  ...['61', '62', '63', '64', '65'],
  ...['71', '81', '82', '83'],
]);

/** The 31 characters of a unified social credit code (GB 32100-2015: no I, O, S, V, Z), by value. */
export const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/**
 * GB 32100-2015 appendix A: registration-authority code (1st character) → the organisation-type
 * codes (2nd character) it issues. E.g. 9 (market regulation) issues 1 enterprise, 2 individual
 * business, 3 farmers' cooperative; Y (other) uses 1 only.
 */
export const CREDIT_CODE_ORGANIZATION_TYPES: Readonly<Record<string, string>> = {
  '1': '1239',
  '2': '19',
  '3': '123459',
  '4': '19',
  '5': '1239',
  '6': '129',
  '7': '129',
  '8': '19',
  '9': '123',
  A: '19',
  N: '1239',
  Y: '1',
};
