// The client a new session belongs to, from the X-Token header (spec item C-headers): web, ext or cli.
import type { FastifyRequest } from 'fastify';

export function clientName(request: FastifyRequest): string {
  const header = request.headers['x-token'];
  const value = Array.isArray(header) ? header[0] : header;
  return value === 'ext' || value === 'cli' ? value : 'web';
}
