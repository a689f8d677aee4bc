// The behaviour captcha's limits per client (AJ-Captcha's repCodes 6201 and 6202), counted from
// the behaviour_captchas rows so that every server process applies them alike.

/** More getCaptcha calls than this within a minute are refused with 6201. */
export const GETS_PER_MINUTE = 20;
/** This many failed checks in a row, all within FAILURE_WINDOW_MS, lock the client (6202)… */
export const FAILURES_BEFORE_LOCK = 5;
export const FAILURE_WINDOW_MS = 10 * 60_000;
/** …for this long after the last of them. */
export const LOCK_MS = 10 * 60_000;
/** Rows older than this are no use to any limit or check, and are deleted. */
export const RETENTION_MS = 60 * 60_000;
