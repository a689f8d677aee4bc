// /ecapi/hr/batch/… for portal and CLI sessions: an enterprise account holding hr:batch.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { authenticate } from '../auth/authenticate';
import { hrActor } from './hr-actor';
import { hrBatchEndpoints } from './hr-batch-endpoints';
import { guard } from '../../security/route-guard';

export function hrBatchRoutes(app: FastifyInstance, context: AppContext): void {
  hrBatchEndpoints(app, context, {
    prefix: '/hr/batch',
    actorOf: async (request) => hrActor(context, await authenticate(context, request)),
    guard: guard.enterpriseMember('hr:batch'),
  });
}
