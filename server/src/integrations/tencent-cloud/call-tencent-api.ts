// One signed call to a Tencent Cloud API 3.0 endpoint and what came back, sorted into the few cases
// a caller acts on. Tencent answers HTTP 200 with `{"Response": {...}}` for a result and
// `{"Response": {"Error": {"Code", "Message"}, "RequestId"}}` for a refusal; anything else (no
// answer in time, 5xx, a body that is not that shape) is the service failing, not a verdict.
import { signTc3Request, type Tc3Credentials } from './tc3-sign';

export interface TencentEndpoint extends Tc3Credentials {
  /** https://faceid.tencentcloudapi.com, or a test's fake server. */
  endpoint: string;
  service: string;
  version: string;
  region?: string | undefined;
  timeoutMs: number;
}

export type TTencentFailure =
  /** No answer within the timeout, or the connection failed. */
  | 'TIMEOUT'
  /** HTTP 5xx, or a body that is not a Tencent Cloud API answer. */
  | 'UNAVAILABLE'
  /** AuthFailure.*: the signature, the keys or their permissions were refused. */
  | 'AUTH_FAILURE'
  /** RequestLimitExceeded*: too many calls. */
  | 'RATE_LIMITED'
  /** Any other error code. */
  | 'ERROR';

export class TencentApiError extends Error {
  constructor(
    readonly failure: TTencentFailure,
    readonly action: string,
    /** Tencent's error code (never the request's values), for the log. */
    readonly code: string,
  ) {
    super(`tencent ${action}: ${failure} ${code}`);
  }
}

export async function callTencentApi(
  target: TencentEndpoint,
  action: string,
  body: Record<string, unknown>,
  now: () => Date,
): Promise<Record<string, unknown>> {
  const url = new URL(target.endpoint);
  const payload = JSON.stringify(body);
  const headers = signTc3Request(target, {
    service: target.service,
    host: url.host,
    action,
    version: target.version,
    region: target.region,
    timestamp: Math.floor(now().getTime() / 1000),
    payload,
  });
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      body: payload,
      signal: AbortSignal.timeout(target.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    throw new TencentApiError('TIMEOUT', action, name);
  }
  if (response.status >= 500) throw new TencentApiError('UNAVAILABLE', action, `HTTP ${response.status}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new TencentApiError('UNAVAILABLE', action, `HTTP ${response.status} not JSON`);
  }
  const answer = (parsed as { Response?: unknown } | null)?.Response;
  if (!answer || typeof answer !== 'object') {
    throw new TencentApiError('UNAVAILABLE', action, `HTTP ${response.status} without Response`);
  }
  const error = (answer as { Error?: { Code?: unknown } }).Error;
  if (error) {
    const code = typeof error.Code === 'string' ? error.Code : 'unknown';
    const failure: TTencentFailure = code.startsWith('AuthFailure')
      ? 'AUTH_FAILURE'
      : code.startsWith('RequestLimitExceeded')
        ? 'RATE_LIMITED'
        : 'ERROR';
    throw new TencentApiError(failure, action, code);
  }
  return answer as Record<string, unknown>;
}
