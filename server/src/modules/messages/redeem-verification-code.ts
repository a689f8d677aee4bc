// Checks a code and spends it: what every single-code call (register, reset, SMS login, change
// e-mail) does.
import type { AppContext } from '../../context';
import { checkVerificationCode } from './check-verification-code';
import { consumeVerificationCodes } from './consume-verification-codes';

export async function redeemVerificationCode(
  context: AppContext,
  options: { target: string; scene: string; code: string },
): Promise<void> {
  const id = await checkVerificationCode(context, options);
  await consumeVerificationCodes(context, [id]);
}
