// The catalogue codes that mean "the identity provider gave no verdict" (it timed out, failed,
// refused our keys or throttled us), as opposed to a verdict about the person. An attempt they end
// is recorded with the code, and it does not count against the person's daily failures: the person
// did nothing wrong.
import { AppError, type TErrorCode } from '@ecsign/core/errors';

export const PROVIDER_FAILURE_CODES = [
  'IDENTITY_PROVIDER_TIMEOUT',
  'IDENTITY_PROVIDER_UNAVAILABLE',
  'IDENTITY_PROVIDER_REJECTED',
  'IDENTITY_PROVIDER_BUSY',
  'UPSTREAM_SERVICE_FAILED',
] as const satisfies readonly TErrorCode[];

export function isProviderFailure(error: unknown): error is AppError {
  return error instanceof AppError && (PROVIDER_FAILURE_CODES as readonly string[]).includes(error.code);
}
