// The /ecapi client shared by the portal, the extension and the CLI. Fetch is injected.
import type { z } from 'zod';
import {
  fillEndpointPath,
  isFileReply,
  type AnyEndpoint,
  type EndpointInput,
  type EndpointReply,
  type FileReply,
  type TDownloadedFile,
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
  /**
   * The file of a declared file endpoint (`reply: fileReply([...])`): its bytes, content type (one
   * the declaration lists, else DATA_REQUEST_ERROR) and file name; rejects with AppError for errors.
   */
  download<E extends AnyEndpoint & { reply: FileReply }>(
    endpoint: E,
    ...args: EndpointArguments<E>
  ): Promise<TDownloadedFile>;
  /** The bytes of a download call (ec-type download, fileDownload or pdfDownload). */
  download(options: RequestOptions): Promise<TDownloadedFile>;
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
    if (isFileReply(endpoint.reply)) throw new Error(`${endpoint.method} ${endpoint.path} answers a file: download it`);
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

  async function downloadEndpoint(
    endpoint: AnyEndpoint,
    input: Record<string, unknown> = {},
    options: CallOptions = {},
  ) {
    if (!isFileReply(endpoint.reply)) throw new Error(`${endpoint.method} ${endpoint.path} does not answer a file`);
    const file = await downloadPath(requestFor(endpoint, input, options));
    const base = file.contentType.split(';')[0]!.trim().toLowerCase();
    if (!endpoint.reply.contentTypes.includes(base)) {
      throw new AppError('DATA_REQUEST_ERROR', { internal: `${endpoint.path} answered ${base}` });
    }
    return file;
  }

  function download(first: AnyEndpoint | RequestOptions, ...args: unknown[]) {
    return isEndpoint(first)
      ? downloadEndpoint(first, args[0] as Record<string, unknown> | undefined, args[1] as CallOptions | undefined)
      : downloadPath(first);
  }

  async function downloadPath(options: RequestOptions): Promise<TDownloadedFile> {
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
    const fileName = fileNameOf(response.headers.get('content-disposition') ?? '');
    return { bytes: new Uint8Array(await response.arrayBuffer()), contentType, fileName };
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

  return { call: call as ApiClient['call'], request, download: download as ApiClient['download'], page };
}

/** The file name of a Content-Disposition: the RFC 5987 `filename*` (UTF-8) before the plain fallback. */
function fileNameOf(disposition: string): string | undefined {
  const extended = /filename\*=UTF-8''([^;\s]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // a malformed encoding: the plain name below
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}

function isEndpoint(value: AnyEndpoint | RequestOptions): value is AnyEndpoint {
  return 'access' in value && 'reply' in value;
}

/** The request a declared endpoint's input makes: parameters in the path, query, then the body. */
function requestFor(endpoint: AnyEndpoint, input: Record<string, unknown>, options: CallOptions): RequestOptions {
  const body = input.body;
  const encoding = endpoint.bodyEncoding ?? 'json';
  const request: RequestOptions = {
    ...options,
    method: endpoint.method,
    path: fillEndpointPath(endpoint.path, input.params as Record<string, unknown> | undefined),
    query: input.query as Record<string, TQueryValue> | undefined,
  };
  if (encoding === 'multipart') return { ...request, multipart: multipartBody(input) };
  if (encoding === 'raw') return { ...request, raw: rawBody(endpoint, input) };
  if (body === undefined) return request;
  return encoding === 'form' ? { ...request, form: body as Record<string, TQueryValue> } : { ...request, json: body };
}

/** A multipart endpoint's form: each body field as text, each file under its declared field name. */
function multipartBody(input: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries((input.body as Record<string, TQueryValue> | undefined) ?? {}))
    if (value !== undefined && value !== null) form.append(name, String(value));
  for (const [name, file] of Object.entries((input.files as Record<string, Blob | undefined> | undefined) ?? {}))
    if (file) form.append(name, file, 'name' in file && typeof file.name === 'string' ? file.name : name);
  return form;
}

/** A raw endpoint's body: the Blob of its first declared file. */
function rawBody(endpoint: AnyEndpoint, input: Record<string, unknown>): Blob | undefined {
  const [field] = (endpoint.input.files as readonly string[] | undefined) ?? [];
  return field ? (input.files as Record<string, Blob | undefined> | undefined)?.[field] : undefined;
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
