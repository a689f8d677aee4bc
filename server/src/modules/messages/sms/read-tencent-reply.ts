// What a Tencent Cloud SendSms reply means: Response.Error for a refused request, otherwise the
// number's SendStatusSet entry, whose Code is "Ok" (with a SerialNo) or an error code; both sorted
// into the platform's failures (sms-send-error.ts).
import type { SmsReceipt } from '../message-providers';
import type { ProviderReply } from './post-to-provider';
import { SmsSendError, type TSmsFailure } from './sms-send-error';

/** [failure, transient] by code; codes not listed are read by prefix, then refusals not tried again. */
const TENCENT_CODES: Readonly<Record<string, readonly [TSmsFailure, boolean]>> = {
  // Throttling of the API as a whole passes within seconds.
  RequestLimitExceeded: ['RATE_LIMITED', true],
  'InvalidParameterValue.IncorrectPhoneNumber': ['INVALID_NUMBER', false],
  'FailedOperation.PhoneNumberInBlacklist': ['INVALID_NUMBER', false],
  'FailedOperation.PhoneNumberParseFail': ['INVALID_NUMBER', false],
  'FailedOperation.TemplateUnapprovedOrNotExist': ['TEMPLATE_REJECTED', false],
  'FailedOperation.SignatureIncorrectOrUnapproved': ['TEMPLATE_REJECTED', false],
  'FailedOperation.TemplateParamSetNotMatchApprovedTemplate': ['TEMPLATE_REJECTED', false],
  'InvalidParameterValue.TemplateParameterFormatError': ['TEMPLATE_REJECTED', false],
  'InvalidParameterValue.TemplateParameterLengthLimit': ['TEMPLATE_REJECTED', false],
  'FailedOperation.InsufficientBalanceInSmsPackage': ['BALANCE', false],
  'UnauthorizedOperation.SerivceSuspendDueToArrears': ['BALANCE', false],
  'UnauthorizedOperation.SmsSdkAppIdVerifyFail': ['AUTH', false],
};

/** By prefix: every LimitExceeded.* limits the number or the day (not worth trying now). */
const TENCENT_PREFIXES: readonly (readonly [string, TSmsFailure, boolean])[] = [
  ['LimitExceeded.', 'RATE_LIMITED', false],
  ['AuthFailure.', 'AUTH', false],
  ['InternalError', 'UNAVAILABLE', true],
];

function tencentFailure(code: string, message: string): SmsSendError {
  const known = TENCENT_CODES[code] ?? TENCENT_PREFIXES.find(([prefix]) => code.startsWith(prefix))?.slice(1);
  const [failure, transient] = (known as [TSmsFailure, boolean] | undefined) ?? ['REJECTED', false];
  return new SmsSendError(failure, transient, code, `Tencent Cloud refused the SMS: ${code} ${message}`);
}

interface TencentBody {
  Response?: {
    Error?: { Code?: unknown; Message?: unknown };
    SendStatusSet?: { Code?: unknown; Message?: unknown; SerialNo?: unknown }[];
  };
}

export function readTencentReply(reply: ProviderReply): SmsReceipt {
  const response = (reply.json as TencentBody | null)?.Response;
  const error = response?.Error;
  if (error && typeof error.Code === 'string') throw tencentFailure(error.Code, String(error.Message ?? ''));
  const status = Array.isArray(response?.SendStatusSet) ? response.SendStatusSet[0] : undefined;
  if (reply.status !== 200 || !status || typeof status.Code !== 'string') {
    throw new SmsSendError(
      'UNKNOWN_REPLY',
      false,
      null,
      `Tencent Cloud answered HTTP ${reply.status} without a send status`,
    );
  }
  if (status.Code !== 'Ok') throw tencentFailure(status.Code, String(status.Message ?? ''));
  return { providerMessageId: typeof status.SerialNo === 'string' ? status.SerialNo : null };
}
