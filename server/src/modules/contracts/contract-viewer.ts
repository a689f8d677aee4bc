// Who is calling, as the contract module sees it: the active account, the person behind it, and
// the inbox key its lists and rights hang on — U:<userId> for a personal account, E:<enterpriseId>
// for an enterprise account (every account of an enterprise sees what the enterprise signs).
// One statement (viewer-row.ts); authenticateViewer reads it with the session (no extra round trip).
import type { TPermission } from '@ecsign/core/guard';
import type { AppContext } from '../../context';
import type { AuthContext } from '../auth/authenticate';
import { VIEWER_BY_ACCOUNT, viewerFromRow, type ViewerRow } from './viewer-row';

export { enterpriseKey, personKey } from './viewer-row';

export interface ContractViewer {
  accountId: string;
  userId: string;
  accountType: 'PERSONAL' | 'ENTERPRISE';
  enterpriseId: string | null;
  partyKey: string;
  permissions: TPermission[];
  name: string;
  mobile: string | null;
  enterpriseName: string | null;
  departmentId: string | null;
  /** The inbox key's version when the caller was read (migration 0023, inbox-cache.ts). */
  inboxVersion: string;
}

export async function contractViewer(context: AppContext, auth: AuthContext): Promise<ContractViewer> {
  const [row] = await context.database.query<ViewerRow>(VIEWER_BY_ACCOUNT, [auth.accountId, auth.userId], {
    name: 'contract-viewer-by-account',
  });
  return viewerFromRow(row);
}
