// A TimeStamper over RFC 3161's HTTP transport (RFC 3161 §3.4): the platform TSA under /ecapi or
// any public TSA. `fetch` is injected (core never reaches the network by itself); a random nonce
// ties the reply to the request so a replayed response is refused.
import { AppError } from '../../errors/app-error';
import { bytesToBigInt } from '../crypto/big-integer';
import type { CryptoEngine } from '../crypto/types';
import { buildTimeStampRequest } from '../cms/time-stamp-request';
import { parseTimeStampResponse } from '../cms/time-stamp-response';
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
  return async ({ digestAlgorithm, digest }) => {
    const nonce = bytesToBigInt(await options.engine.randomBytes(8));
    const body = buildTimeStampRequest({ digestAlgorithm, digest, nonce, certReq: true, policy: options.policy });
    const fail = (why: string) => new AppError('PDF_TIMESTAMP_FAILED', { internal: `${options.url}: ${why}` });
    const response = await options.fetch(options.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/timestamp-query', ...options.headers },
      body: body as Uint8Array<ArrayBuffer>,
    });
    if (!response.ok) throw fail(`HTTP ${response.status}`);
    const reply = parseTimeStampResponse(new Uint8Array(await response.arrayBuffer()));
    if (reply.status > 1 || !reply.tokenDer || !reply.token) {
      throw fail(`refused (status ${reply.status} ${[...reply.failures, ...reply.statusText].join(', ')})`);
    }
    if (reply.token.tstInfo.nonce !== nonce) throw fail('the reply does not carry the request nonce');
    return reply.tokenDer;
  };
}
