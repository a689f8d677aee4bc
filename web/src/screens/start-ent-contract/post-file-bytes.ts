// Sends a file's bytes as the raw body of a POST (endpoints.contracts.upload): the core api client
// speaks JSON, forms and multipart, so this builds the request with core's buildRequest (same
// headers, token and prefix) and reads the reply with its interpretReply. It goes through
// XMLHttpRequest, not fetch: only XHR reports how much of the body has been sent, which the
// initiation form shows as a percentage while a large contract travels.
import { buildRequest, interpretReply, type TQueryValue } from '@ecsign/core/api';
import { AppError } from '@ecsign/core/errors';
import type { TLanguage } from '@ecsign/core/i18n';

/** A zod schema, as far as this needs one (web does not depend on zod itself). */
export interface TReplySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

/** Called with the share of the body sent so far, 0–100, whole numbers. */
export type TUploadProgress = (percent: number) => void;

function send(
  url: string,
  headers: Record<string, string>,
  body: Blob,
  onProgress?: TUploadProgress,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    if (onProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.floor((event.loaded / event.total) * 100));
      };
    }
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    request.onerror = () => reject(new AppError('NETWORK_REQUEST_FAILED'));
    request.send(body);
  });
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
  onProgress?: TUploadProgress;
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
  const response = await send(url, init.headers, options.file, options.onProgress);
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    body = undefined;
  }
  const reply = interpretReply(response.status, body);
  if (reply.kind === 'error') throw reply.error;
  const parsed = options.schema.safeParse(reply.envelope.data);
  if (!parsed.success) throw new AppError('DATA_REQUEST_ERROR', { internal: parsed.error.message });
  return parsed.data;
}
