// The operation log: a paged search and the same search as a CSV file.
// Platform staff (platform:config) read every enterprise's rows, an enterprise administrator
// (member:manage) his own enterprise's; asking for another enterprise is NO_PERMISSION.
import { zPage } from '../model/envelope';
import { ZOperationLogFilter, ZOperationLogQuery, ZOperationLogRecord } from '../model/operation-logs';
import { access } from './endpoint-access';
import { endpoint, fileReply } from './define-endpoint';

const viewer = access.activeAccount({ anyOf: ['platform:config', 'member:manage'] });
const L = '/bc/assemble/operationlog';

export const operationLogs = {
  page: endpoint({
    method: 'GET',
    path: `${L}/page`,
    summary: 'A page of the operation log matching the filter, newest first (at most 90 days)',
    access: viewer,
    input: { query: ZOperationLogQuery },
    reply: zPage(ZOperationLogRecord),
    errors: ['LOG_RANGE_EXCEEDED', 'NO_PERMISSION'],
  }),
  export: endpoint({
    method: 'GET',
    path: `${L}/export`,
    summary: 'The newest 10,000 rows of the operation log matching the filter, as a CSV file for Excel',
    access: viewer,
    input: { query: ZOperationLogFilter },
    reply: fileReply(['text/csv']),
    errors: ['LOG_RANGE_EXCEEDED', 'NO_PERMISSION'],
  }),
} as const;
