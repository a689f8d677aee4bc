// What a user is told when their SMS could not be sent: a refused number and the provider's limit
// for the number have their own catalogue entries; anything else is "could not be sent, try again
// later" (the operator finds the reason in sms_sends and the log).
import { AppError } from '@ecsign/core/errors';
import type { SmsSendError } from './sms-send-error';

export function smsAppError(error: SmsSendError): AppError {
  const options = { internal: error.message, cause: error };
  if (error.failure === 'INVALID_NUMBER') return new AppError('SMS_MOBILE_INVALID', options);
  if (error.failure === 'RATE_LIMITED') return new AppError('SMS_PROVIDER_RATE_LIMITED', options);
  return new AppError('MESSAGE_SEND_FAILED', options);
}
