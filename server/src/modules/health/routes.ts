// GET /ecapi/health (endpoints.health.check): the database answers, the blob store is usable, and
// writes work. A server whose storage is full is degraded, not down (documents can still be read):
// it answers with the catalogue's STORAGE_FULL (HTTP 507, so a probe that reads only the status
// sees it too), the user's-language text, and the health with `state: 'degraded'` and why as its
// data.
import { endpoints } from '@ecsign/core/endpoints';
import { AppError } from '@ecsign/core/errors';
import type { THealth } from '@ecsign/core/model';
import type { FastifyInstance } from 'fastify';
import { blobStoreOf } from '../../blobs/blob-store-of';
import { storageProblem } from '../../blobs/storage-health';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import { SERVER_VERSION } from '../../version';

export function healthRoutes(app: FastifyInstance, context: AppContext) {
  mountEndpoint(app, context, endpoints.health.check, async () => {
    await context.database.query('SELECT 1');
    const store = blobStoreOf(context);
    // A server whose documents cannot be read or written is not healthy either (S3: HeadBucket).
    await store.check?.();
    const problem = await storageProblem(context, store);
    const health: THealth = {
      version: SERVER_VERSION,
      db: context.config.database,
      state: problem ? 'degraded' : 'ok',
      problems: problem ? [problem] : [],
    };
    if (problem) throw new AppError('STORAGE_FULL', { details: health });
    return health;
  });
}
