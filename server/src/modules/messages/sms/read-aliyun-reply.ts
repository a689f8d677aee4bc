// What an Alibaba Cloud SendSms reply means: Code "OK" with the message's BizId, or one of the
// documented error codes sorted into the platform's failures (sms-send-error.ts).
import type { SmsReceipt } from '../message-providers';
import type { ProviderReply } from './post-to-provider';
import { SmsSendError, type TSmsFailure } from './sms-send-error';

/** [failure, transient] by code; codes not listed are refusals not tried again. */
const ALIYUN_CODES: Readonly<Record<string, readonly [TSmsFailure, boolean]>> = {
  // Limits of one number (per minute, hour, day): another try now only counts against them.
  'isv.BUSINESS_LIMIT_CONTROL': ['RATE_LIMITED', false],
  'isv.DAY_LIMIT_CONTROL': ['RATE_LIMITED', false],
  // Throttling of the API as a whole passes within seconds.
  Throttling: ['RATE_LIMITED', true],
  'Throttling.User': ['RATE_LIMITED', true],
  'Throttling.Api': ['RATE_LIMITED', true],
  'isv.MOBILE_NUMBER_ILLEGAL': ['INVALID_NUMBER', false],
  'isv.BLACK_KEY_CONTROL_LIMIT': ['INVALID_NUMBER', false],
  'isv.SMS_TEMPLATE_ILLEGAL': ['TEMPLATE_REJECTED', false],
  'isv.TEMPLATE_MISSING_PARAMETERS': ['TEMPLATE_REJECTED', false],
  'isv.TEMPLATE_PARAMS_ILLEGAL': ['TEMPLATE_REJECTED', false],
  'isv.INVALID_JSON_PARAM': ['TEMPLATE_REJECTED', false],
  'isv.SMS_SIGNATURE_ILLEGAL': ['TEMPLATE_REJECTED', false],
  'isv.SMS_SIGN_ILLEGAL': ['TEMPLATE_REJECTED', false],
  'isv.AMOUNT_NOT_ENOUGH': ['BALANCE', false],
  'isv.OUT_OF_SERVICE': ['BALANCE', false],
  SignatureDoesNotMatch: ['AUTH', false],
  IncompleteSignature: ['AUTH', false],
  'InvalidAccessKeyId.NotFound': ['AUTH', false],
  'InvalidAccessKeyId.Inactive': ['AUTH', false],
  'isp.RAM_PERMISSION_DENY': ['AUTH', false],
  'isv.PERMISSION_DENIED': ['AUTH', false],
  // A nonce already used (a clash of random values): the next try carries a fresh one.
  SignatureNonceUsed: ['AUTH', true],
  'isp.SYSTEM_ERROR': ['UNAVAILABLE', true],
  ServiceUnavailable: ['UNAVAILABLE', true],
  InternalError: ['UNAVAILABLE', true],
};

export function readAliyunReply(reply: ProviderReply): SmsReceipt {
  const body = reply.json as { Code?: unknown; Message?: unknown; BizId?: unknown } | null;
  const code = typeof body?.Code === 'string' ? body.Code : null;
  if (code === 'OK' && reply.status === 200) {
    return { providerMessageId: typeof body!.BizId === 'string' ? body!.BizId : null };
  }
  if (!code) {
    throw new SmsSendError('UNKNOWN_REPLY', false, null, `Alibaba Cloud answered HTTP ${reply.status} without a Code`);
  }
  const [failure, transient] = ALIYUN_CODES[code] ?? (['REJECTED', false] as const);
  throw new SmsSendError(
    failure,
    transient,
    code,
    `Alibaba Cloud refused the SMS: ${code} ${String(body!.Message ?? '')}`,
  );
}
