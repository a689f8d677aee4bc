// Lets a member use an enterprise seal, through the roles module's data grants (spec item P-grants: never to
// oneself, never beyond the operator's own scope, only to members of the enterprise).
import type { AppContext } from '../../context';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';
import { createGrants } from '../roles/change-grants';
import { enterpriseSealOf } from './enterprise-seal-of';

export async function grantSeal(context: AppContext, operator: ActingAccount, sealId: string, accountId: string) {
  await enterpriseSealOf(context, operator, sealId);
  return createGrants(context, operator, {
    subjectType: 'MEMBER',
    subjectId: accountId,
    resourceType: 'SEAL',
    resourceIds: [sealId],
  });
}
