// What the server's log may hold: never a password, its hash, a token, a code, an ID number or a
// mobile number (spec items S-session-expired and P-login-types name what a session and a login
// carry). Three guards, applied to every logger the app makes:
// - request lines show the path; a credential route's query (SMS login, token refresh, OA tickets
//   and tokens, link tokens) is never shown, and credential-named query fields are masked anywhere;
// - `redact` removes headers that carry credentials (authorization, cookie) and credential-named
//   fields of any logged object;
// - errors are logged by name, code and stack only: a database error keeps its SQL text and its
//   SQLSTATE, never its parameters (which held the mobile and the Argon2id hash of a failed
//   registration) nor the server's message (which quotes the offending value).
import type { FastifyRequest } from 'fastify';

/** Routes whose whole query string is a credential: the spec's query forms are accepted, never logged. */
const CREDENTIAL_ROUTE_PREFIXES = [
  '/ecapi/mobile/token',
  '/ecapi/token/',
  '/ecapi/cus/assemble/openapi/v1/oa/',
  '/ecapi/custom/assemble/quicksign/',
  '/ecapi/cb/assemble/seal/link/',
  '/ecapi/dev/',
];

/** Query and body fields whose values are credentials or personal data, on any route. */
const SENSITIVE_FIELD = /token|ticket|code|pass|secret|mobile|phone|idnumber|idcard|cardno|hash|apikey/i;

const SENSITIVE_FIELDS = [
  'password',
  'passwordHash',
  'password_hash',
  'newPassword',
  'oldPassword',
  'code',
  'token',
  'ticket',
  'access_token',
  'refresh_token',
  'mobile',
  'idNumber',
  'bankCard',
];

export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...SENSITIVE_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

export const REDACTED = '[redacted]';

/** The URL as it may be logged: the path, and a query with nothing secret in it. */
export function loggableUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const path = url.slice(0, mark);
  if (CREDENTIAL_ROUTE_PREFIXES.some((prefix) => path.startsWith(prefix))) return `${path}?${REDACTED}`;
  const query = new URLSearchParams(url.slice(mark + 1));
  for (const key of new Set(query.keys())) if (SENSITIVE_FIELD.test(key)) query.set(key, REDACTED);
  return `${path}?${query.toString()}`;
}

export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  /** The error's own code (a SQLSTATE, a Node or catalogue code); not `code`, which redaction masks. */
  errorCode?: string;
  statusCode?: number;
  query?: string;
  table?: string;
  column?: string;
  constraint?: string;
  /** Empty when withheld. */
  stack: string;
  cause?: LoggedError;
}

/** pg's DatabaseError (a SQLSTATE in `code`, `severity`) or drizzle's DrizzleQueryError (`query`, `params`). */
function isDatabaseError(error: Error & Record<string, unknown>): boolean {
  return 'params' in error || ('severity' in error && typeof error.code === 'string');
}

/** A stack without its first line, which repeats the message. */
function framesOnly(stack: string | undefined): string {
  const at = stack?.indexOf('\n    at ') ?? -1;
  return at >= 0 ? stack!.slice(at + 1) : '';
}

export function serializeErrorForLog(value: unknown, depth = 0): LoggedError {
  if (!(value instanceof Error)) return { type: typeof value, message: 'a thrown non-error value', stack: '' };
  const error = value as Error & Record<string, unknown>;
  const logged: LoggedError = { type: error.constructor?.name || error.name, message: error.message, stack: '' };
  if (typeof error.code === 'string') logged.errorCode = error.code;
  if (typeof error.statusCode === 'number') logged.statusCode = error.statusCode;
  if (isDatabaseError(error)) {
    logged.message =
      typeof error.query === 'string' ? 'database query failed' : `database error ${logged.errorCode ?? ''}`.trim();
    if (typeof error.query === 'string') logged.query = error.query.slice(0, 2000);
    for (const part of ['table', 'column', 'constraint'] as const) {
      if (typeof error[part] === 'string') logged[part] = error[part];
    }
    logged.stack = framesOnly(error.stack);
  } else {
    logged.stack = error.stack ?? '';
  }
  if (error.cause instanceof Error && depth < 5) {
    logged.cause = serializeErrorForLog(error.cause, depth + 1);
    // A message that quotes a database error it wraps would repeat what was just withheld.
    if (containsDatabaseError(error.cause)) {
      logged.message = 'failed on a database error';
      logged.stack = framesOnly(error.stack);
    }
  }
  return logged;
}

/** Whether the error, or one it wraps, is a database error (the error handler answers DATABASE_ERROR). */
export function containsDatabaseError(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  return isDatabaseError(error as Error & Record<string, unknown>) || containsDatabaseError(error.cause, depth + 1);
}

/** The pino options every logger of the app gets, on top of the level and stream it was given. */
export function safeLoggerOptions<T extends object>(options: T) {
  return {
    ...options,
    redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
    serializers: { req: serializeRequestForLog, err: serializeErrorForLog },
  };
}
