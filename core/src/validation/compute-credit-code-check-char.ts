// The check character of a unified social credit code (GB 32100-2015, ISO 7064 MOD 31-3 style):
// C18 = 31 − (Σ value(Ci) × Wi mod 31), with 31 written as 0.
import { CREDIT_CODE_ALPHABET } from './constants';

// Wi = 3^(i−1) mod 31.
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Returns the 18th character for the first 17; throws unless they are 17 characters of the alphabet. */
export function computeCreditCodeCheckChar(first17: string): string {
  if (first17.length !== 17) throw new RangeError('a credit code body is 17 characters');
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = CREDIT_CODE_ALPHABET.indexOf(first17[i] ?? '');
    if (value < 0) throw new RangeError(`'${first17[i]}' is not a credit code character`);
    sum += value * (WEIGHTS[i] ?? 0);
  }
  return CREDIT_CODE_ALPHABET[(31 - (sum % 31)) % 31] ?? '';
}
