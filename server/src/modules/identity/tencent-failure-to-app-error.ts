// What a person hears when Tencent Cloud could not give a verdict: the catalogue code for each kind
// of failure (spec item R-screen-verification). Tencent's error code goes to the log only; the
// request's name and numbers never do.
import { AppError, type TErrorCode } from '@ecsign/core/errors';
import { TencentApiError, type TTencentFailure } from '../../integrations/tencent-cloud/call-tencent-api';

const CODE_OF: Record<TTencentFailure, TErrorCode> = {
  TIMEOUT: 'IDENTITY_PROVIDER_TIMEOUT',
  UNAVAILABLE: 'IDENTITY_PROVIDER_UNAVAILABLE',
  AUTH_FAILURE: 'IDENTITY_PROVIDER_REJECTED',
  RATE_LIMITED: 'IDENTITY_PROVIDER_BUSY',
  ERROR: 'IDENTITY_PROVIDER_UNAVAILABLE',
};

export function tencentFailureToAppError(error: unknown): unknown {
  if (!(error instanceof TencentApiError)) return error;
  return new AppError(CODE_OF[error.failure], { internal: error.message });
}
