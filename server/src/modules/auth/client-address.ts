// The key that rate limits name a client by: its IP address as Fastify sees it (set Fastify's
// trustProxy when the server runs behind a load balancer).
import type { FastifyRequest } from 'fastify';

export function clientAddress(request: FastifyRequest): string {
  return request.ip || 'unknown';
}
