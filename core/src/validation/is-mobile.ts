// Mainland China mobile numbers: 11 digits, 1 then 3–9 (spec item V-mobile).

const MOBILE = /^1[3-9]\d{9}$/;

/** True for exactly 11 ASCII digits starting 13–19; no spaces, +86 or separators are accepted. */
export function isMobile(text: string): boolean {
  return MOBILE.test(text);
}
