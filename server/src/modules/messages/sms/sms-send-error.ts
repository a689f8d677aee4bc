// Why an SMS was not sent, in the platform's words whatever the provider, and whether trying again
// may help: timeouts, 5xx and API throttling may pass; a refused number, template, balance or key
// will not, and trying again would only repeat the refusal (and, for throttling of one number,
// make it worse).

export const SMS_FAILURES = [
  /** The provider limits this number (per minute, hour or day) or throttles the whole API. */
  'RATE_LIMITED',
  /** The provider says the number cannot receive SMS or is not a valid number. */
  'INVALID_NUMBER',
  /** The template is unknown, not approved, or its parameters do not fit it. */
  'TEMPLATE_REJECTED',
  /** The account's balance or SMS package is used up. */
  'BALANCE',
  /** The keys or the request signature were refused. */
  'AUTH',
  /** No answer within SMS_TIMEOUT_MS, or the connection failed. */
  'TIMEOUT',
  /** The provider answered with a 5xx status or an internal error. */
  'UNAVAILABLE',
  /** An answer this code does not know how to read. */
  'UNKNOWN_REPLY',
  /** Any other refusal. */
  'REJECTED',
] as const;
export type TSmsFailure = (typeof SMS_FAILURES)[number];

export class SmsSendError extends Error {
  constructor(
    readonly failure: TSmsFailure,
    /** Whether another try may succeed. */
    readonly transient: boolean,
    /** The provider's own error code, when it gave one. */
    readonly providerCode: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/**
 * Any error as an SmsSendError. One the adapters did not classify (the sandbox's disk, a provider
 * installed by a test) counts as passing, as every delivery failure did before the gateways.
 */
export function asSmsSendError(error: unknown): SmsSendError {
  if (error instanceof SmsSendError) return error;
  return new SmsSendError('UNAVAILABLE', true, null, error instanceof Error ? error.message : String(error));
}
