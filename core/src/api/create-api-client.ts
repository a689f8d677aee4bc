// The /ecapi client shared by the portal, the extension and the CLI. Fetch is injected.
import type { z } from 'zod';
import {
  fillEndpointPath,
  type AnyEndpoint,
  type EndpointInput,
  type EndpointReply,
} from '../endpoints/define-endpoint';
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

/** What a call by declaration may add: the request's marks, headers and cancellation. */
export type CallOptions = Pick<RequestOptions, 'ecType' | 'noToken' | 'headers' | 'signal'>;

/** The input argument is optional when the endpoint reads nothing that is required. */
type EndpointArguments<E extends AnyEndpoint> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

export interface ApiClient {
  /**
   * A declared endpoint (`@ecsign/core/endpoints`): the input by its declaration, the reply's data
   * checked against its reply schema; rejects with AppError for errors.
   */
  call<E extends AnyEndpoint>(endpoint: E, ...args: EndpointArguments<E>): Promise<EndpointReply<E>>;
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

  async function callPath(options: RequestOptions): Promise<TEnvelope> {
    const response = await send(options);
    const body: unknown = await response.json().catch(() => undefined);
    const reply = interpretReply(response.status, body, options.ecType);
    if (reply.kind === 'envelope') return reply.envelope;
    if (reply.error.status === SESSION_EXPIRED_STATUS) client.onSessionExpired?.();
    throw reply.error;
  }

  async function callEndpoint(endpoint: AnyEndpoint, input: Record<string, unknown> = {}, options: CallOptions = {}) {
    return request(requestFor(endpoint, input, options), endpoint.reply);
  }

  function call(first: AnyEndpoint | RequestOptions, ...args: unknown[]) {
    return isEndpoint(first)
      ? callEndpoint(first, args[0] as Record<string, unknown> | undefined, args[1] as CallOptions | undefined)
      : callPath(first);
  }

  async function request<T extends z.ZodType>(options: RequestOptions, schema: T): Promise<z.infer<T>> {
    const envelope = await callPath(options);
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
    const envelope = await callPath(
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

  return { call: call as ApiClient['call'], request, download, page };
}

function isEndpoint(value: AnyEndpoint | RequestOptions): value is AnyEndpoint {
  return 'access' in value && 'reply' in value;
}

/** The request a declared endpoint's input makes: parameters in the path, query, then the body. */
function requestFor(endpoint: AnyEndpoint, input: Record<string, unknown>, options: CallOptions): RequestOptions {
  const body = input.body;
  const encoding = endpoint.bodyEncoding ?? 'json';
  return {
    ...options,
    method: endpoint.method,
    path: fillEndpointPath(endpoint.path, input.params as Record<string, unknown> | undefined),
    query: input.query as Record<string, TQueryValue> | undefined,
    ...(body === undefined ? {} : encoding === 'form' ? { form: body as Record<string, TQueryValue> } : { json: body }),
  };
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
