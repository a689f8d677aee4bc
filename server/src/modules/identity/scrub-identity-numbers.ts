// Masks anything that looks like an ID number (18 characters) or a card or account number (12–19
// digits) in a text bound for the log — a provider's error message may echo its request.
import { maskIdNumber } from './mask-id-number';

export function scrubIdentityNumbers(text: string): string {
  return text
    .replace(/(?<!\d)\d{17}[\dXx](?![\dA-Za-z])/g, (match) => maskIdNumber(match))
    .replace(/(?<!\d)\d{12,19}(?!\d)/g, (match) => `****${match.slice(-4)}`);
}
