// What a caller says about one /ecapi call (spec items C-prefix, C-headers, C-ec-type, C-timeout).
import type { TLanguage } from '../i18n/language';

/** The `ec-type` marks (spec item C-ec-type). */
export const EC_TYPES = ['download', 'fileDownload', 'pdfDownload', 'formValidate', 'login', 'notStatus'] as const;
export type TEcType = (typeof EC_TYPES)[number];

/** Download marks answer with bytes, not with an envelope. */
export const DOWNLOAD_EC_TYPES: ReadonlySet<TEcType> = new Set(['download', 'fileDownload', 'pdfDownload']);

export type TQueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below the /ecapi prefix, e.g. `token/accessToken`. */
  path: string;
  query?: Record<string, TQueryValue>;
  /** A JSON body. */
  json?: unknown;
  /** A form-encoded body (serialised as application/x-www-form-urlencoded). */
  form?: Record<string, TQueryValue>;
  /** A multipart body, for uploads. */
  multipart?: FormData;
  /** Raw bytes sent with the Blob's type (a DER OCSP request), for endpoints taking a raw body. */
  raw?: Blob;
  ecType?: TEcType;
  /** Send no Authorization header (login, refresh, open pages). */
  noToken?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type TClientName = 'web' | 'ext' | 'cli';

export interface ApiClientOptions {
  /** Origin of the server, e.g. `http://127.0.0.1:8080`; empty for the page's own origin. */
  baseUrl: string;
  /** Sent as `X-Token`: which client is asking. */
  clientName: TClientName;
  /** The platform's fetch: the browser's, or undici's in the CLI. */
  fetch: typeof fetch;
  /** The current access token, if any. */
  getAccessToken: () => string | undefined;
  /** Language for the server's texts (`Accept-Language`). */
  getLanguage?: () => TLanguage;
  /** Clock for the GET time parameter. */
  now?: () => number;
  /** Called once when the server answers 70000401 (session expired). */
  onSessionExpired?: () => void;
  /** Timeout in milliseconds; 1,000,000 by default (spec item K-request-timeout). */
  timeoutMs?: number;
}

export const API_PREFIX = '/ecapi';
export const REQUEST_TIMEOUT_MS = 1_000_000;
/** The GET cache-busting time parameter's name. */
export const TIME_PARAM = 't';
