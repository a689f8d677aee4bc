// Which failures mean "the storage is full": the disk (ENOSPC) or the user's quota (EDQUOT) under
// the blob folder, the temporary files or the embedded database's folder; PostgreSQL's own
// disk_full (SQLSTATE 53100); an S3-compatible server's 507 (MinIO's XMinioStorageFull). Each
// becomes the catalogue's STORAGE_FULL (HTTP 507) instead of a generic 500, so the user hears
// what happened and the operator what to fix; causes wrapped by Drizzle or the SDK are followed.
import { AppError } from '@ecsign/core/errors';

const FULL_ERRNO = new Set(['ENOSPC', 'EDQUOT']);
const POSTGRES_DISK_FULL = '53100';
const S3_STORAGE_FULL = 'XMinioStorageFull';

export function isStorageFull(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 5; depth++) {
    if (cause instanceof AppError) return cause.code === 'STORAGE_FULL';
    const { code, name, $metadata } = cause as {
      code?: unknown;
      name?: unknown;
      $metadata?: { httpStatusCode?: number };
    };
    if (typeof code === 'string' && (FULL_ERRNO.has(code) || code === POSTGRES_DISK_FULL)) return true;
    if (name === S3_STORAGE_FULL || $metadata?.httpStatusCode === 507) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** STORAGE_FULL for `error` when it is one (else `error` itself), with the cause for the log only. */
export function asStorageFull(error: unknown, where: string): unknown {
  if (!isStorageFull(error) || (error instanceof AppError && error.code === 'STORAGE_FULL')) return error;
  return new AppError('STORAGE_FULL', { internal: `${where}: ${(error as Error).message}` });
}
