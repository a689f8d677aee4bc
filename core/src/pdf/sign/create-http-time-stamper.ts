// A TimeStamper over RFC 3161's HTTP transport (RFC 3161 §3.4): any public TSA. `fetch` is
// injected (core never reaches the network by itself).
import { AppError } from '../../errors/app-error';
import type { CryptoEngine } from '../crypto/types';
import { createTimeStamper } from './create-time-stamper';
import type { TimeStamper } from './types';

export interface HttpTimeStamperOptions {
  readonly url: string;
  readonly fetch: typeof fetch;
  /** For the nonce. */
  readonly engine: CryptoEngine;
  /** TSA policy OID to ask for. */
  readonly policy?: string;
  /** Extra request headers (an API key, basic authentication). */
  readonly headers?: Readonly<Record<string, string>>;
}

export function createHttpTimeStamper(options: HttpTimeStamperOptions): TimeStamper {
  return createTimeStamper({
    name: options.url,
    engine: options.engine,
    policy: options.policy,
    async send(request) {
      const response = await options.fetch(options.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/timestamp-query', ...options.headers },
        body: request as Uint8Array<ArrayBuffer>,
      });
      if (!response.ok) {
        throw new AppError('PDF_TIMESTAMP_FAILED', { internal: `${options.url}: HTTP ${response.status}` });
      }
      return new Uint8Array(await response.arrayBuffer());
    },
  });
}
