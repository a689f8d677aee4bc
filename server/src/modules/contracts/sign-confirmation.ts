// How a signature on a plan may be confirmed: a plan sent with a signing process
// carries the process's choice (contract_plans.sign_confirmation, migration 0018) — SMS code or
// sign password — and only that one is accepted; a plan without a process accepts either.
// Signing, sending a signing code and the plan detail (which the signing screen reads) all ask
// here, so the screen never offers what the server would refuse.
import { AppError } from '@ecsign/core/errors';
import type { TProcessSettings } from '@ecsign/core/model';

export type SignConfirmation = NonNullable<TProcessSettings['signing']>['confirmation'];

/** The methods a plan accepts, in the order the signing screen offers them. */
export function allowedConfirmations(planSetting: SignConfirmation | null): readonly SignConfirmation[] {
  return planSetting ? [planSetting] : ['SMS', 'PASSWORD'];
}

/** Refuses `method` when the plan's process asks for the other one. */
export function assertConfirmationAllowed(planSetting: SignConfirmation | null, method: SignConfirmation): void {
  if (allowedConfirmations(planSetting).includes(method)) return;
  throw new AppError(planSetting === 'SMS' ? 'SIGN_CONFIRMATION_SMS_ONLY' : 'SIGN_CONFIRMATION_PASSWORD_ONLY', {
    internal: `the plan's process confirms with ${planSetting}, not ${method}`,
  });
}
