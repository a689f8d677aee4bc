// POST contract/popupSignable: which of the caller's to-dos (spec item R-tab-to-sign, on the active
// account) the extension's toolbar popup may sign without the signing page (spec item R-file-sign).
// The popup shows the pages and fields and asks for the confirmation, but has no field editor and
// no seal picker, so it signs the way the to-sign tab's batch does (sign-batch.ts): the signer's
// default seal or signature for the contract — the first usable one — and no field values. A to-do
// qualifies when it is the caller's turn, the signer has placed fields, none of them is one the
// signer fills in, and a default is at hand when a seal or signature field needs one. The answer is
// advice: contract/sign re-checks everything when the popup signs.
import { AppError } from '@ecsign/core/errors';
import { isSignerFilled, type TContractFieldType, type TPopupSignable } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import type { ContractViewer } from './contract-viewer';
import { planAccess } from './plan-access';
import { assertMayAct, planParties } from './signatory-turn';
import { usableSeals } from './usable-seals';

const STAMPED_KINDS: readonly TContractFieldType[] = ['SEAL', 'SIGNATURE'];

export async function popupSignable(
  context: AppContext,
  viewer: ContractViewer,
  planIds: readonly string[],
): Promise<{ records: TPopupSignable[] }> {
  const records: TPopupSignable[] = [];
  for (const planId of new Set(planIds)) records.push(await oneTodo(context, viewer, planId));
  return { records };
}

async function oneTodo(context: AppContext, viewer: ContractViewer, planId: string): Promise<TPopupSignable> {
  const portal = (portalReason: TPopupSignable['portalReason']) => ({ planId, signable: false, portalReason });
  let partyId: string;
  try {
    const { plan } = await planAccess(context, viewer, planId);
    partyId = assertMayAct(plan, await planParties(context.database, planId), viewer, context.now()).id;
  } catch (error) {
    // Another account's plan, not the caller's turn, closed: the portal tells the reason.
    if (error instanceof AppError) return portal('NOT_SIGNABLE_NOW');
    throw error;
  }
  const kinds = (
    await context.database.query<{ kind: TContractFieldType }>(
      'SELECT kind FROM contract_positions WHERE party_id = $1',
      [partyId],
    )
  ).map((row) => row.kind);
  if (kinds.length === 0) return portal('NO_PLACED_FIELDS');
  if (kinds.some(isSignerFilled)) return portal('SIGNER_FILLED_FIELDS');
  if (kinds.some((kind) => STAMPED_KINDS.includes(kind)) && (await usableSeals(context, viewer, planId)).length === 0) {
    return portal('NO_DEFAULT_SEAL');
  }
  return { planId, signable: true, portalReason: null };
}
