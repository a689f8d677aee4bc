// GET contract/plan/{planId}/seals: the seals and signatures the caller may stamp this plan with —
// the seals module's usable list, narrowed to the kinds the initiator asked this signatory for.
import type { TUsableSeal } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { listUsableSeals } from '../seals/seal-for-signing';
import type { ContractViewer } from './contract-viewer';
import { planAccess } from './plan-access';
import { myParty, planParties } from './signatory-turn';

export async function usableSeals(context: AppContext, viewer: ContractViewer, planId: string): Promise<TUsableSeal[]> {
  await planAccess(context, viewer, planId);
  const party = myParty(await planParties(context.database, planId), viewer);
  if (!party) return [];
  const enterprise = party.subject_type === 'ENTERPRISE';
  return (await listUsableSeals(context, viewer.accountId))
    .filter((seal) => seal.status === 'ENABLE' && (seal.ownerType === 'ENTERPRISE') === enterprise)
    .filter((seal) => party.seal_types.length === 0 || party.seal_types.includes(seal.kind))
    .map((seal) => ({
      sealId: seal.sealId,
      name: seal.name,
      kind: seal.kind,
      widthMm: seal.widthMm,
      heightMm: seal.heightMm,
    }));
}
