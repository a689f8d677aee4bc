// Shapes of the identifying fields the forms share. These check the form of a value only;
// checksums (ID number, credit code) are core/validation's job and are applied there.
import { z } from 'zod';

export const ZMobile = z
  .string()
  .trim()
  .regex(/^1\d{10}$/, 'Expected an 11-digit mainland mobile number');

/** Mainland resident ID number: 17 digits and a check character (checksum not verified here). */
export const ZIdNumber = z
  .string()
  .trim()
  .regex(/^\d{17}[\dX]$/i, 'Expected an 18-character ID number')
  .transform((value) => value.toUpperCase());

/** Uniform social credit code: 18 characters of its alphabet (checksum not verified here). */
export const ZCreditCode = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[0-9A-HJ-NP-RTUWXY]{18}$/, 'Expected an 18-character uniform social credit code'));

/** A required single-line text such as a name. */
export const ZName = z.string().trim().min(1);
