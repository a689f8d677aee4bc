// /ecapi/hr/batch/… for portal and CLI sessions: an enterprise account holding hr:batch.
import { endpoints } from '@ecsign/core/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { authenticate } from '../auth/authenticate';
import { hrActor } from './hr-actor';
import { hrBatchEndpoints } from './hr-batch-endpoints';

export function hrBatchRoutes(app: FastifyInstance, context: AppContext): void {
  hrBatchEndpoints(app, context, {
    declared: endpoints.hrBatches,
    actorOf: async (request) => hrActor(context, await authenticate(context, request)),
  });
}
