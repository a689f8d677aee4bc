// The health probe (load balancers, monitors, `ecsign status`): open, answers the server's version
// and database kind; a server whose storage is full answers STORAGE_FULL (HTTP 507) with the same
// health, degraded, as the error's data.
import { ZHealth } from '../model/health';
import { access } from './endpoint-access';
import { endpoint } from './define-endpoint';

export const health = {
  check: endpoint({
    method: 'GET',
    path: '/health',
    summary: 'The server is up: its version, database kind and storage state',
    access: access.open(),
    input: {},
    reply: ZHealth,
    errors: ['STORAGE_FULL'],
  }),
} as const;
