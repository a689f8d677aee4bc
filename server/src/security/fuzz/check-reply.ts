// What every reply to a fuzzed request must be: never a 5xx, and an error always the catalogue's
// envelope `{status, message, data}` with an HTTP status that agrees with the catalogue entry
// (error-handler.ts). Successful JSON replies carry the envelope too; files, redirects and the
// OpenAPI document are not envelopes and are only checked for their status.
import { ERROR_CATALOGUE, codeForStatus } from '@ecsign/core/errors';

export interface RawReply {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** JSON documents that are not /ecapi envelopes by design. */
const NOT_ENVELOPES = [/^\/ecapi\/docs\/openapi\.json/];

/** The problem with a reply, or undefined when it is what the catalogue promises. */
export function replyProblem(reply: RawReply, url: string): string | undefined {
  if (reply.statusCode >= 500) return `HTTP ${reply.statusCode}`;
  const type = String(reply.headers['content-type'] ?? '');
  const isError = reply.statusCode >= 400;
  if (!isError && (!type.startsWith('application/json') || NOT_ENVELOPES.some((p) => p.test(url)))) return undefined;
  let body: { status?: unknown; message?: unknown; data?: unknown };
  try {
    body = JSON.parse(reply.body) as typeof body;
  } catch {
    return `HTTP ${reply.statusCode} without a JSON envelope (${type || 'no content type'})`;
  }
  if (typeof body !== 'object' || body === null || !('data' in body) || typeof body.message !== 'string')
    return `HTTP ${reply.statusCode} reply is not an envelope`;
  if (!isError)
    return body.status === 200 ? undefined : `HTTP ${reply.statusCode} with envelope status ${String(body.status)}`;
  const code = typeof body.status === 'number' ? codeForStatus(body.status) : undefined;
  if (!code) return `HTTP ${reply.statusCode} with status ${String(body.status)}, not a catalogue code`;
  const expected = ERROR_CATALOGUE[code].http;
  return expected === reply.statusCode
    ? undefined
    : `HTTP ${reply.statusCode} for ${code}, whose status is ${expected}`;
}
