// The limits of POST /ecapi/file/verify, which anyone may call without logging in: the size of
// one PDF, and checks per client address (each costs the server parsing and hashing).
import type { RateLimitRule } from '../auth/rate-limits';

/** Larger files are refused (413) before they are read. */
export const FILE_VERIFY_MAX_BYTES = 20 * 1024 * 1024;

export const FILE_VERIFY_PER_CLIENT: RateLimitRule = { bucket: 'file-verify:ip', limit: 30, windowMs: 60_000 };
