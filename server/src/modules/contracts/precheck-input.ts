// Checks that answer before a contract endpoint's declaration parses its input (mountEndpoint's
// `before`): the spec gives these mistakes codes of their own, which the general schema
// check would report as BAD_REQUEST.
import { AppError } from '@ecsign/core/errors';
import { UPLOAD_KINDS } from '@ecsign/core/model';
import { validateRevokeReason } from '@ecsign/core/validation';
import type { FastifyRequest } from 'fastify';

/** A kind other than a document or an attachment is the spec's unknown document type (spec item E-63xxxxx). */
export function precheckUploadKind(request: FastifyRequest): void {
  const { kind } = (request.query ?? {}) as { kind?: unknown };
  if (kind !== undefined && !(UPLOAD_KINDS as readonly unknown[]).includes(kind)) {
    throw new AppError('UNKNOWN_DOCUMENT_TYPE');
  }
}

/** A missing or too long revocation reason (spec item V-revoke-reason), counted in code points. */
export function precheckRevokeReason(request: FastifyRequest): void {
  const body = (request.body ?? {}) as { reason?: unknown };
  const reason = validateRevokeReason(typeof body.reason === 'string' ? body.reason : '');
  if (!reason.valid) {
    throw new AppError(reason.reasons.includes('TOO_LONG') ? 'REVOKE_REASON_TOO_LONG' : 'REVOKE_REASON_REQUIRED');
  }
}
