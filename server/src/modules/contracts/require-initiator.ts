// Who may initiate (spec items P-initiate-enterprise, P-verify-before-sign): an enterprise account (a person gets "non-enterprise cannot start
// a contract"), the person and the enterprise verified, holding contract:initiate.
import { AppError } from '@ecsign/core/errors';
import type { AppContext } from '../../context';
import type { AuthContext } from '../auth/authenticate';
import { requireVerifiedAccount } from '../verification/require-verified-account';
import { contractViewer, type ContractViewer } from './contract-viewer';

export async function requireInitiator(context: AppContext, auth: AuthContext): Promise<ContractViewer> {
  const viewer = await contractViewer(context, auth);
  if (viewer.accountType !== 'ENTERPRISE' || !viewer.enterpriseId) throw new AppError('NON_ENTERPRISE_CANNOT_INITIATE');
  await requireVerifiedAccount(context, auth);
  if (!viewer.permissions.includes('contract:initiate')) {
    throw new AppError('NO_PERMISSION', { internal: 'lacks contract:initiate' });
  }
  return viewer;
}
