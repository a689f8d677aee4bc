// The rate of POST /ecapi/file/verify, which anyone may call without logging in: checks per client
// address (each costs the server parsing and hashing). Its size limit is declared with the
// endpoint (FILE_VERIFY_MAX_BYTES, core/model/file-verify.ts).
import type { RateLimitRule } from '../auth/rate-limits';

export const FILE_VERIFY_PER_CLIENT: RateLimitRule = { bucket: 'file-verify:ip', limit: 30, windowMs: 60_000 };
