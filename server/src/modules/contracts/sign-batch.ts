// POST contract/sign/batch (file manager, to-sign tab, spec item R-tab-to-sign): several to-dos
// signed in one go with one SMS code or sign password. Each contract goes through signPlan whole —
// its own lease, PDF work and transaction — so each is signed entirely or not at all, and one
// failing (not the caller's turn, revoked meanwhile, a seal it needs) leaves the others alone; the
// reply carries a result per contract. The confirmation is checked once and a code spent once,
// before the first signature, and only when some contract can be signed at all: a selection where
// none can be keeps the code for a retry. The work is the server's: a tab closed mid-batch changes
// nothing, the batch runs to its end and the file manager shows what was signed. A retry with the
// same request id answers alike (each contract's reply is stored under an id derived from it).
import { AppError } from '@ecsign/core/errors';
import type { TSignBatchReply, TSignBatchResult, TSignReply } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import type { AuthContext } from '../auth/authenticate';
import { checkVerificationCode } from '../messages/check-verification-code';
import type { ContractViewer } from './contract-viewer';
import { storedReply } from './idempotent-request';
import { planAccess } from './plan-access';
import { SIGN_CODE_SCENE } from './send-sign-code';
import { assertConfirmationAllowed, type SignConfirmation } from './sign-confirmation';
import { checkSignPassword } from './sign-password';
import { signPlan } from './sign-plan';
import { sha256Hex } from './sha256-hex';
import { assertMayAct, planParties } from './signatory-turn';
import { usableSeals } from './usable-seals';

export interface SignBatchInput {
  planIds: string[];
  requestId: string;
  confirmation: { code: string } | { signPassword: string };
}

const SIGNED = 200;

export async function signBatch(
  context: AppContext,
  auth: AuthContext,
  viewer: ContractViewer,
  input: SignBatchInput,
  options: { ip: string | null; log?: { warn(o: unknown, m: string): void } },
): Promise<TSignBatchReply> {
  const method: SignConfirmation = 'signPassword' in input.confirmation ? 'PASSWORD' : 'SMS';
  const planIds = [...new Set(input.planIds)];
  const results = new Map<string, TSignBatchResult>();
  const signable: string[] = [];
  for (const planId of planIds) {
    const replayed = await storedReply<TSignReply>(context, viewer.accountId, planRequestId(input, planId), 'SIGN');
    if (replayed) results.set(planId, { planId, status: SIGNED, completed: replayed.completed });
    else {
      const refusal = await precheck(context, viewer, planId, method);
      if (refusal) results.set(planId, refusal);
      else signable.push(planId);
    }
  }
  if (signable.length > 0) {
    await confirmOnce(context, viewer, input.confirmation);
    for (const planId of signable) results.set(planId, await signOne(context, auth, viewer, input, planId, options));
  }
  return { results: planIds.map((planId) => results.get(planId)!) };
}

/** The per-contract request id: the batch's id and the plan, within the 64 characters of ZRequestId. */
function planRequestId(input: SignBatchInput, planId: string): string {
  return `b${sha256Hex(`${input.requestId}\n${planId}`).slice(0, 40)}`;
}

/** The refusals known before any code is spent: unknown, not the caller's turn, closed, wrong confirmation. */
async function precheck(
  context: AppContext,
  viewer: ContractViewer,
  planId: string,
  method: SignConfirmation,
): Promise<TSignBatchResult | null> {
  try {
    const { plan } = await planAccess(context, viewer, planId);
    assertMayAct(plan, await planParties(context.database, planId), viewer, context.now());
    assertConfirmationAllowed(plan.sign_confirmation, method);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return refusedWith(planId, error);
  }
}

/** Checks the password, or checks and spends the code, for the whole batch. */
async function confirmOnce(
  context: AppContext,
  viewer: ContractViewer,
  confirmation: SignBatchInput['confirmation'],
): Promise<void> {
  if ('signPassword' in confirmation) {
    await checkSignPassword(context, viewer.userId, confirmation.signPassword);
    return;
  }
  if (!viewer.mobile) throw new AppError('VERIFICATION_CODE_EXPIRED', { internal: 'no mobile to confirm with' });
  const codeId = await checkVerificationCode(context, {
    target: viewer.mobile,
    scene: SIGN_CODE_SCENE,
    code: confirmation.code,
  });
  const spent = await context.database.query(
    'UPDATE verification_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
    [codeId, context.now()],
  );
  if (spent.length !== 1) throw new AppError('VERIFICATION_CODE_EXPIRED', { internal: 'code spent meanwhile' });
}

async function signOne(
  context: AppContext,
  auth: AuthContext,
  viewer: ContractViewer,
  input: SignBatchInput,
  planId: string,
  options: { ip: string | null; log?: { warn(o: unknown, m: string): void } },
): Promise<TSignBatchResult> {
  try {
    // The signer's default for this contract: the first usable seal (default signature first).
    const [seal] = await usableSeals(context, viewer, planId);
    const reply = await signPlan(
      context,
      auth,
      viewer,
      {
        planId,
        requestId: planRequestId(input, planId),
        sealId: seal?.sealId,
        preconfirmed: 'signPassword' in input.confirmation ? 'PASSWORD' : 'SMS',
      },
      options,
    );
    return { planId, status: SIGNED, completed: reply.completed };
  } catch (error) {
    // signPlan rolled this contract back whole; the batch goes on with the next one.
    if (!(error instanceof AppError)) options.log?.warn({ err: error, planId }, 'batch signing: a contract failed');
    return refusedWith(planId, error);
  }
}

/** The contract's result: the catalogue refusal, or "the operation failed" for a fault (logged by the caller). */
function refusedWith(planId: string, error: unknown): TSignBatchResult {
  const status = error instanceof AppError ? error.status : new AppError('OPERATION_FAILED').status;
  return { planId, status, completed: false };
}
