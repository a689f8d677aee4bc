// The runtime message that asks the service worker to verify a PDF: sent by the popup ("try
// again" after access was granted) and by tests, since a context menu cannot be clicked there.
export interface TVerifyRequest {
  readonly type: 'verify-url';
  readonly url: string;
}

export function isVerifyRequest(message: unknown): message is TVerifyRequest {
  const m = message as Partial<TVerifyRequest> | null;
  return typeof m === 'object' && m !== null && m.type === 'verify-url' && typeof m.url === 'string';
}
