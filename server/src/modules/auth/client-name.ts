// Which client a session is for, from the X-Token header: the extension, the CLI, else the portal.
import type { FastifyRequest } from 'fastify';

export function clientName(request: FastifyRequest): string {
  const header = request.headers['x-token'];
  const value = Array.isArray(header) ? header[0] : header;
  return value === 'ext' || value === 'cli' ? value : 'web';
}
