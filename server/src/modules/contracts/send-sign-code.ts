// POST contract/sign/sendCode: a 6-digit code to the caller's own mobile number, for confirming a
// signature on a plan they are to sign now. The code's scene is SIGN_CONTRACT, so a login or
// registration code never confirms a signature (and the reverse); resend and daily limits apply.
import { AppError } from '@ecsign/core/errors';
import { AUTH_CODE_RESEND_SECONDS, AUTH_CODE_TTL_SECONDS, type TSendAuthCodeReply } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { enforceRateLimit } from '../auth/enforce-rate-limit';
import { CODE_RESEND, CODES_PER_DAY } from '../auth/rate-limits';
import { consumeVerificationCodes } from '../messages/consume-verification-codes';
import { issueVerificationCode } from '../messages/issue-verification-code';
import type { MessageLog } from '../messages/message-providers';
import { sendSms } from '../messages/sms/send-sms';
import { smsAppError } from '../messages/sms/sms-app-error';
import { SmsSendError } from '../messages/sms/sms-send-error';
import type { ContractViewer } from './contract-viewer';
import { assertConfirmationAllowed, type SignConfirmation } from './sign-confirmation';

export const SIGN_CODE_SCENE = 'SIGN_CONTRACT';

export async function sendSignCode(
  context: AppContext,
  viewer: ContractViewer,
  options: { taskName: string; signConfirmation: SignConfirmation | null; log: MessageLog },
): Promise<TSendAuthCodeReply> {
  // A plan whose process confirms with the sign password gets no code (none would be accepted).
  assertConfirmationAllowed(options.signConfirmation, 'SMS');
  const target = viewer.mobile;
  if (!target) throw new AppError('MESSAGE_RECIPIENT_EMPTY', { internal: 'the signer has no mobile number' });
  await enforceRateLimit(context, {
    ...CODE_RESEND,
    key: `${SIGN_CODE_SCENE}:${target}`,
    code: 'CODE_SEND_TOO_FREQUENT',
  });
  await enforceRateLimit(context, { ...CODES_PER_DAY, key: target, code: 'CODE_SEND_DAILY_LIMIT' });
  const { id, code } = await issueVerificationCode(context, { target, scene: SIGN_CODE_SCENE });
  const minutes = Math.round(AUTH_CODE_TTL_SECONDS / 60);
  const text = `您正在签署合同《${options.taskName}》，验证码：${code}，${minutes}分钟内有效。请勿将验证码告知他人。`;
  const params = { code, contractName: options.taskName, minutes: String(minutes) };
  try {
    await sendSms(context, { to: target, kind: 'SIGN_CODE', params, text, scene: SIGN_CODE_SCENE, code }, options);
  } catch (error) {
    // The code was never received: it must not stay redeemable.
    await consumeVerificationCodes(context, [id]).catch(() => undefined);
    throw error instanceof SmsSendError ? smsAppError(error) : error;
  }
  return { expiresIn: AUTH_CODE_TTL_SECONDS, resendIn: AUTH_CODE_RESEND_SECONDS };
}
