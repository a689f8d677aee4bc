// The rate limits of login, captchas and verification codes (counted in the database by
// hitRateLimit, so every server process sees the same counts). Keys name a client by its IP.
import {
  ACCOUNT_LOCKOUT_MINUTES,
  AUTH_CODE_RESEND_SECONDS,
  AUTH_CODES_PER_DAY,
  MAX_FAILED_LOGINS,
} from '@ecsign/core/model';

export interface RateLimitRule {
  /** Which limit; one window per bucket. */
  bucket: string;
  /** Events allowed inside the window. */
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** Failed logins (password or SMS) from one client address: credential stuffing across accounts. */
export const LOGIN_FAILURES_PER_CLIENT: RateLimitRule = {
  bucket: 'login-failure:ip',
  limit: 30,
  windowMs: 10 * MINUTE,
};

/**
 * Failed logins at one name that has no account: locked like an account after MAX_FAILED_LOGINS
 * (spec item K-lockout), so the lock does not tell which names exist.
 */
export const UNKNOWN_ACCOUNT_FAILURES: RateLimitRule = {
  bucket: 'login-failure:unknown-account',
  limit: MAX_FAILED_LOGINS,
  windowMs: ACCOUNT_LOCKOUT_MINUTES * MINUTE,
};

/** Wrong or stale captchas sent to the login from one client address. */
export const CAPTCHA_FAILURES_PER_CLIENT: RateLimitRule = {
  bucket: 'captcha-failure:ip',
  limit: 20,
  windowMs: 10 * MINUTE,
};

/** Code requests from one client address, whatever the number (SMS bombing). */
export const CODE_SENDS_PER_CLIENT: RateLimitRule = { bucket: 'code-send:ip', limit: 30, windowMs: 60 * MINUTE };

/** One code per number (or address) and scene per 60 s (spec item K-send-code-countdown). */
export const CODE_RESEND: RateLimitRule = {
  bucket: 'code-send:target-scene',
  limit: 1,
  windowMs: AUTH_CODE_RESEND_SECONDS * 1000,
};

/** Codes per number (or address) per day, all scenes together. */
export const CODES_PER_DAY: RateLimitRule = {
  bucket: 'code-send:target',
  limit: AUTH_CODES_PER_DAY,
  windowMs: 24 * 60 * MINUTE,
};

/** Wrong current passwords given to change-password by one user. */
export const OLD_PASSWORD_FAILURES_PER_USER: RateLimitRule = {
  bucket: 'old-password-failure:user',
  limit: 5,
  windowMs: 30 * MINUTE,
};

/** No window may be longer: older rows are pruned. */
export const RATE_LIMIT_RETENTION_MS = 2 * 24 * 60 * MINUTE;
