// Builders for the envelope every /ecapi reply carries.
import type { TEnvelope } from '@ecsign/core/model';
import { SUCCESS_STATUS } from '@ecsign/core/model';

export function ok<T>(data: T, message = 'success'): TEnvelope<T> {
  return { status: SUCCESS_STATUS, message, data };
}
