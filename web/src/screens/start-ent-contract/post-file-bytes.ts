// Sends a file's bytes as the raw body of a POST (contract/file/upload, contract/verify/file):
// the core api client speaks JSON, forms and multipart, so this builds the request with core's
// buildRequest (same headers, token and prefix) and reads the reply with its interpretReply.
import { buildRequest, interpretReply, type TQueryValue } from '@ecsign/core/api';
import { AppError } from '@ecsign/core/errors';
import type { TLanguage } from '@ecsign/core/i18n';

/** A zod schema, as far as this needs one (web does not depend on zod itself). */
export interface TReplySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

export async function postFileBytes<T>(options: {
  path: string;
  query: Record<string, TQueryValue>;
  file: Blob;
  /** Defaults to the file's own type. */
  contentType?: string;
  accessToken?: string;
  language: TLanguage;
  schema: TReplySchema<T>;
}): Promise<T> {
  const { url, init } = buildRequest(
    { method: 'POST', path: options.path, query: options.query, noToken: !options.accessToken },
    {
      baseUrl: '',
      clientName: 'web',
      getAccessToken: () => options.accessToken,
      getLanguage: () => options.language,
    },
  );
  init.headers['Content-Type'] = options.contentType ?? (options.file.type || 'application/octet-stream');
  let response: Response;
  try {
    response = await window.fetch(url, { ...init, body: options.file });
  } catch (cause) {
    throw new AppError('NETWORK_REQUEST_FAILED', { cause });
  }
  const body: unknown = await response.json().catch(() => undefined);
  const reply = interpretReply(response.status, body);
  if (reply.kind === 'error') throw reply.error;
  const parsed = options.schema.safeParse(reply.envelope.data);
  if (!parsed.success) throw new AppError('DATA_REQUEST_ERROR', { internal: parsed.error.message });
  return parsed.data;
}
