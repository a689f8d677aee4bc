// A TimeStamper over any transport that carries an RFC 3161 request and brings back the TSA's
// reply: HTTP for a public TSA (create-http-time-stamper.ts), a direct call for the platform's
// own TSA in the same process or from a worker thread. A random nonce ties the reply to the
// request, so a replayed response is refused.
import { AppError } from '../../errors/app-error';
import { bytesToBigInt } from '../crypto/big-integer';
import type { CryptoEngine } from '../crypto/types';
import { buildTimeStampRequest } from '../cms/time-stamp-request';
import { parseTimeStampResponse } from '../cms/time-stamp-response';
import type { TimeStamper } from './types';

export interface TimeStamperOptions {
  /** Names the TSA in errors (its URL for HTTP). */
  readonly name: string;
  /** The TimeStampReq's DER in, the TimeStampResp's DER out; throws when the TSA cannot be reached. */
  readonly send: (request: Uint8Array) => Promise<Uint8Array>;
  /** For the nonce. */
  readonly engine: CryptoEngine;
  /** TSA policy OID to ask for. */
  readonly policy?: string;
}

export function createTimeStamper(options: TimeStamperOptions): TimeStamper {
  return async ({ digestAlgorithm, digest }) => {
    const nonce = bytesToBigInt(await options.engine.randomBytes(8));
    const request = buildTimeStampRequest({ digestAlgorithm, digest, nonce, certReq: true, policy: options.policy });
    const fail = (why: string) => new AppError('PDF_TIMESTAMP_FAILED', { internal: `${options.name}: ${why}` });
    const reply = parseTimeStampResponse(await options.send(request));
    if (reply.status > 1 || !reply.tokenDer || !reply.token) {
      throw fail(`refused (status ${reply.status} ${[...reply.failures, ...reply.statusText].join(', ')})`);
    }
    if (reply.token.tstInfo.nonce !== nonce) throw fail('the reply does not carry the request nonce');
    return reply.tokenDer;
  };
}
