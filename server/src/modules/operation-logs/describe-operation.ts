// Which requests the operation log records and how it names them. Pure, so the rules are tested
// without a server: writes (anything but GET/HEAD/OPTIONS) to /ecapi are logged, a route may flag a
// read as a write (the log export) or opt out; the action is the route pattern without the /ecapi
// prefix, the `xx/assemble/` namespace and path parameters; the target is the id the route names.
// Request bodies are never logged: only an id-named field with an id-shaped value is taken from them.

/** Per-route switch, set as the route's `config.operationLog`. */
export interface TOperationLogFlag {
  /** true: log this GET too (it exports or changes something); false: never log it. */
  write?: boolean;
  /** A name for the action instead of the one derived from the pattern. */
  action?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    operationLog?: TOperationLogFlag;
  }
}

export interface TOperationRequest {
  method: string;
  /** The route pattern Fastify matched (request.routeOptions.url), e.g. /ecapi/cb/assemble/help/file/:helpId. */
  pattern: string | undefined;
  params?: unknown;
  query?: unknown;
  body?: unknown;
  flag?: TOperationLogFlag | undefined;
}

export interface TOperationDescription {
  action: string;
  targetId: string | null;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** `id`, `templateId`, `planId`…: identifiers, not personal data (idNumber, idCard do not match). */
const ID_KEY = /^(id|[a-z][A-Za-z0-9]*Id)$/;
const ID_VALUE = /^[A-Za-z0-9_.:-]{1,64}$/;
/** Never taken even when id-shaped: credentials and codes. */
const SECRET_KEY = /token|secret|password|code|captcha/i;

function firstId(source: unknown, anyKey: boolean): string | null {
  // Only plain objects: an uploaded file's Buffer would enumerate every byte (seconds for 8 MB).
  if (!source || typeof source !== 'object' || Array.isArray(source) || ArrayBuffer.isView(source)) return null;
  const prototype = Object.getPrototypeOf(source) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return null;
  for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
    if (SECRET_KEY.test(key) || (!anyKey && !ID_KEY.test(key))) continue;
    if (
      (typeof value === 'string' && ID_VALUE.test(value)) ||
      (typeof value === 'number' && Number.isSafeInteger(value))
    )
      return String(value);
  }
  return null;
}

export function actionOf(pattern: string): string {
  const path = pattern
    .replace(/^\/ecapi\//, '')
    .replace(/^[a-z]+\/assemble\//, '')
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':') && segment !== '*')
    .join('/');
  return path || pattern;
}

/** What to log for a request, or null when it is not logged. */
export function describeOperation(request: TOperationRequest): TOperationDescription | null {
  const { pattern, flag } = request;
  if (!pattern || !pattern.startsWith('/ecapi/') || pattern.startsWith('/ecapi/dev/')) return null;
  if (flag?.write === false) return null;
  if (READS.has(request.method.toUpperCase()) && flag?.write !== true) return null;
  return {
    action: flag?.action ?? actionOf(pattern),
    targetId: firstId(request.params, true) ?? firstId(request.query, false) ?? firstId(request.body, false),
  };
}
