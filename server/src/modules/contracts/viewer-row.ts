// The contract module's caller from one statement: the account, its person, the enterprise name,
// the membership (status, department) and a custom role's row. From a request it is the row the
// session lookup already read (auth/resolve-caller.ts: no further round trip); from a known account
// (requireInitiator, HR batches) VIEWER_BY_ACCOUNT reads the same columns. On PostgreSQL the
// request's row may come from the process's caller cache (auth/caller-notifications.ts), which is
// kept exact: a logout, a disabled member or a changed role anywhere is seen by the very next
// request, whichever process serves it.
import { AppError } from '@ecsign/core/errors';
import { callerInboxKey } from '../auth/caller-inbox-key';
import { ACCOUNT_COLUMNS, ACCOUNT_JOINS, type CallerRow } from '../auth/resolve-caller';
import { callerPermissions } from '../roles/caller-permissions';
import type { ContractViewer } from './contract-viewer';

export type ViewerRow = Omit<CallerRow, 'session_id' | 'access_expires_at'>;

/** $1 the account id, $2 the user it must belong to. */
export const VIEWER_BY_ACCOUNT = `SELECT a.user_id, a.id AS account_id, true AS account_found, ${ACCOUNT_COLUMNS}
  FROM accounts a
  ${ACCOUNT_JOINS}
 WHERE a.id = $1 AND a.user_id = $2`;

export { enterpriseKey, personKey } from '../auth/caller-inbox-key';

/** SESSION_EXPIRED when the active account is gone or no longer the user's (as before). */
export function viewerFromRow(row: ViewerRow | undefined): ContractViewer {
  if (!row?.account_found) throw new AppError('SESSION_EXPIRED', { internal: 'account gone' });
  const enterpriseId = row.account_type === 'ENTERPRISE' ? row.enterprise_id : null;
  return {
    accountId: row.account_id,
    userId: row.user_id,
    accountType: row.account_type,
    enterpriseId,
    partyKey: callerInboxKey(row),
    permissions: callerPermissions(row),
    name: row.name,
    mobile: row.mobile,
    enterpriseName: enterpriseId ? row.enterprise_name : null,
    departmentId: row.department_id,
    inboxVersion: row.inbox_version,
  };
}
