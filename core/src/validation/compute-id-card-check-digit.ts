// The check digit of a resident ID number: ISO 7064 MOD 11-2 over the first 17 digits (GB 11643-1999).

// Weight of position i (counted from the left) is 2^(17 - i) mod 11.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
// Check character for each value of the weighted sum mod 11; 10 is written X.
const CHECK = '10X98765432';

/** Returns the 18th character ('0'–'9' or 'X') for 17 digits; throws on anything else. */
export function computeIdCardCheckDigit(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('an ID number body is 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK[sum % 11] ?? '';
}
