import type { THealth } from '@ecsign/core/model';
import type { FastifyInstance } from 'fastify';
import { blobStoreOf } from '../../blobs/blob-store-of';
import type { AppContext } from '../../context';
import { ok } from '../../http/reply';
import { SERVER_VERSION } from '../../version';

export function healthRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/health', async () => {
    await context.database.query('SELECT 1');
    // A server whose documents cannot be read or written is not healthy either (S3: HeadBucket).
    await blobStoreOf(context).check?.();
    const health: THealth = { version: SERVER_VERSION, db: context.config.database };
    return ok(health);
  });
}
