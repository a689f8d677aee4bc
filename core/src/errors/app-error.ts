// The one error type of the product, used by the server (thrown by services, mapped to the
// envelope by the error handler) and by the clients (the api client rejects with it).
import { DEFAULT_LANGUAGE, type TLanguage } from '../i18n/language';
import { ERROR_CATALOGUE, type TErrorCode } from './catalogue';

export interface AppErrorOptions {
  /** Internal detail for logs; never shown to users for 5xx. */
  internal?: string;
  /** A user-facing message from the server that overrides the catalogue text. */
  serverMessage?: string;
  /** Structured detail that is safe to show (e.g. which field failed validation). */
  details?: unknown;
  cause?: unknown;
  /** The numeric status as received, when a client meets a code its catalogue does not know. */
  status?: number;
}

export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly httpStatus: number;
  readonly serverMessage: string | undefined;
  readonly details: unknown;

  constructor(code: TErrorCode, options: AppErrorOptions = {}) {
    super(options.internal ?? code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? ERROR_CATALOGUE[code].status;
    this.httpStatus = ERROR_CATALOGUE[code].http;
    this.serverMessage = options.serverMessage;
    this.details = options.details;
  }

  /** The text a person sees: the catalogue's text in their language. */
  userMessage(language: TLanguage = DEFAULT_LANGUAGE): string {
    if (this.status !== ERROR_CATALOGUE[this.code].status && this.serverMessage) return this.serverMessage;
    const entry = ERROR_CATALOGUE[this.code];
    const detailed = 'detail' in entry && entry.detail ? fillDetail(entry.detail[language], this.details) : undefined;
    return detailed ?? entry.text[language];
  }
}

/** `text` with each `{name}` replaced by details.name (a list joined with commas); undefined when any is missing. */
function fillDetail(text: string, details: unknown): string | undefined {
  if (typeof details !== 'object' || details === null) return undefined;
  const values = details as Record<string, unknown>;
  let complete = true;
  const filled = text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (Array.isArray(value) && value.length > 0 && value.every((v) => ['string', 'number'].includes(typeof v)))
      return value.join(', ');
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') return String(value);
    complete = false;
    return '';
  });
  return complete ? filled : undefined;
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
