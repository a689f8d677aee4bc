// Decides what a reply means for the caller (spec items C-reply-status, C-reply-warning, C-network-failure):
// 200 succeeds; 60000001 is returned as data; 70000021 and 700000121 go back to the caller as
// they are; form-validation requests get every envelope; anything else is an AppError carrying
// the catalogue's text, else the server's message, else the generic data-request-error text.
import { AppError } from '../errors/app-error';
import { codeForStatus } from '../errors/catalogue';
import { SUCCESS_STATUS, ZEnvelope, type TEnvelope } from '../model/envelope';
import type { TEcType } from './request-options';

export const DATA_AS_SUCCESS_STATUS = 60000001;
export const RETURNED_TO_CALLER_STATUSES: ReadonlySet<number> = new Set([70000021, 700000121]);
export const SESSION_EXPIRED_STATUS = 70000401;

export type TReply = { kind: 'envelope'; envelope: TEnvelope } | { kind: 'error'; error: AppError };

/** Interprets an HTTP status plus the parsed JSON body (or undefined when it was not JSON). */
export function interpretReply(httpStatus: number, body: unknown, ecType?: TEcType): TReply {
  if (httpStatus === 504) return { kind: 'error', error: new AppError('GATEWAY_TIMEOUT') };
  const parsed = ZEnvelope.safeParse(body);
  if (!parsed.success) {
    return {
      kind: 'error',
      error: new AppError('DATA_REQUEST_ERROR', { internal: `malformed reply (HTTP ${httpStatus})` }),
    };
  }
  const envelope = parsed.data;
  const passes =
    envelope.status === SUCCESS_STATUS ||
    envelope.status === DATA_AS_SUCCESS_STATUS ||
    RETURNED_TO_CALLER_STATUSES.has(envelope.status) ||
    ecType === 'formValidate' ||
    ecType === 'notStatus';
  if (passes) return { kind: 'envelope', envelope };
  return { kind: 'error', error: errorFromEnvelope(envelope) };
}

export function errorFromEnvelope(envelope: TEnvelope): AppError {
  const known = codeForStatus(envelope.status);
  const serverMessage = envelope.message || undefined;
  if (known) return new AppError(known, { serverMessage, details: envelope.data });
  return new AppError('DATA_REQUEST_ERROR', { status: envelope.status, serverMessage, details: envelope.data });
}
