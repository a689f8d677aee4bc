// The /ecapi client shared by the portal, the extension and the CLI. Fetch is injected.
import type { z } from 'zod';
import { AppError } from '../errors/app-error';
import { SUCCESS_STATUS, type TEnvelope, type TPage, type TPageQuery } from '../model/envelope';
import { buildRequest } from './build-request';
import { interpretReply, SESSION_EXPIRED_STATUS } from './interpret-reply';
import {
  DOWNLOAD_EC_TYPES,
  REQUEST_TIMEOUT_MS,
  type ApiClientOptions,
  type RequestOptions,
  type TQueryValue,
} from './request-options';

export interface ApiClient {
  /** The envelope of a call, after the reply rules (spec items C-reply-status, C-reply-warning); rejects with AppError for errors. */
  call(options: RequestOptions): Promise<TEnvelope>;
  /** The data of a successful call, checked against `schema`. */
  request<T extends z.ZodType>(options: RequestOptions, schema: T): Promise<z.infer<T>>;
  /** The bytes of a download call (ec-type download, fileDownload or pdfDownload). */
  download(options: RequestOptions): Promise<{ bytes: Uint8Array; contentType: string; fileName?: string }>;
  /** A paged list: GET sends current/size as query, POST sends the filter in the body. */
  page<T extends z.ZodType>(
    options: { method: 'GET' | 'POST'; path: string; filter?: Record<string, TQueryValue> } & TPageQuery,
    record: T,
  ): Promise<TPage<z.infer<T>>>;
}

export function createApiClient(client: ApiClientOptions): ApiClient {
  async function send(options: RequestOptions): Promise<Response> {
    const { url, init } = buildRequest(options, client);
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), client.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const signal = options.signal ? anySignal([options.signal, timeout.signal]) : timeout.signal;
    try {
      return await client.fetch(url, { ...init, signal });
    } catch (cause) {
      throw new AppError('NETWORK_REQUEST_FAILED', { cause, internal: `${init.method} ${url} failed` });
    } finally {
      clearTimeout(timer);
    }
  }

  async function call(options: RequestOptions): Promise<TEnvelope> {
    const response = await send(options);
    const body: unknown = await response.json().catch(() => undefined);
    const reply = interpretReply(response.status, body, options.ecType);
    if (reply.kind === 'envelope') return reply.envelope;
    if (reply.error.status === SESSION_EXPIRED_STATUS) client.onSessionExpired?.();
    throw reply.error;
  }

  async function request<T extends z.ZodType>(options: RequestOptions, schema: T): Promise<z.infer<T>> {
    const envelope = await call(options);
    const parsed = schema.safeParse(envelope.data);
    if (!parsed.success) {
      throw new AppError('DATA_REQUEST_ERROR', {
        internal: `unexpected data from ${options.path}: ${parsed.error.message}`,
      });
    }
    return parsed.data;
  }

  async function download(options: RequestOptions) {
    const ecType = options.ecType && DOWNLOAD_EC_TYPES.has(options.ecType) ? options.ecType : 'download';
    const response = await send({ ...options, ecType });
    const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
    if (!response.ok || contentType.includes('application/json')) {
      // Errors come back as an envelope even for downloads.
      const body: unknown = await response.json().catch(() => undefined);
      const reply = interpretReply(response.status, body);
      if (reply.kind === 'error' && reply.error.status === SESSION_EXPIRED_STATUS) client.onSessionExpired?.();
      throw reply.kind === 'error'
        ? reply.error
        : new AppError('DATA_REQUEST_ERROR', { status: reply.envelope.status });
    }
    const disposition = response.headers.get('content-disposition') ?? '';
    const fileName = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
    return {
      bytes: new Uint8Array(await response.arrayBuffer()),
      contentType,
      fileName: fileName ? decodeURIComponent(fileName) : undefined,
    };
  }

  async function page<T extends z.ZodType>(
    options: { method: 'GET' | 'POST'; path: string; filter?: Record<string, TQueryValue> } & TPageQuery,
    record: T,
  ): Promise<TPage<z.infer<T>>> {
    const paging = { current: options.current, size: options.size };
    const envelope = await call(
      options.method === 'GET'
        ? { method: 'GET', path: options.path, query: { ...options.filter, ...paging } }
        : { method: 'POST', path: options.path, query: paging, json: options.filter ?? {} },
    );
    const data = envelope.data as Partial<TPage<unknown>> | undefined;
    if (envelope.status !== SUCCESS_STATUS || !data || !Array.isArray(data.records)) {
      throw new AppError('DATA_REQUEST_ERROR', { internal: `not a page: ${options.path}` });
    }
    const records = data.records.map((row) => {
      const parsed = record.safeParse(row);
      if (!parsed.success) throw new AppError('DATA_REQUEST_ERROR', { internal: parsed.error.message });
      return parsed.data as z.infer<T>;
    });
    return { total: Number(data.total ?? records.length), records, current: Number(data.current ?? options.current) };
  }

  return { call, request, download, page };
}

/** AbortSignal.any is missing in some runtimes the extension targets; this is its small twin. */
function anySignal(signals: AbortSignal[]): AbortSignal {
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) return AbortSignal.abort(signal.reason);
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}
