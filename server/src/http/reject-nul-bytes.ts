// A NUL character is never a valid part of a name, a mobile number or any other text field, and
// PostgreSQL refuses to store it (SQLSTATE 22021): a field carrying one is refused here as
// BAD_REQUEST, naming the field, before any operation runs.
import { AppError } from '@ecsign/core/errors';
import type { FastifyInstance } from 'fastify';

function pathOfNul(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = pathOfNul(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function rejectNulBytes(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    for (const [part, value] of [
      ['query', request.query],
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      const path = pathOfNul(value, '', 0);
      if (path !== null) {
        throw new AppError('BAD_REQUEST', {
          internal: `NUL character in ${part}`,
          details: [{ path: path || part, message: 'contains a NUL character' }],
        });
      }
    }
  });
}
