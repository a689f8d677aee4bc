// The platform TSA as a TimeStamper for signPdf, asked in-process (no HTTP round trip to ourselves)
// through the same request/response code a remote client uses, nonce check included.
import { createHttpTimeStamper, type TimeStamper } from '@ecsign/core/pdf';
import type { AppContext } from '../../context';
import { answerTimeStampRequest } from '../pki/answer-time-stamp-request';
import { pkiOf } from '../pki/install-pki';

export function platformTimeStamper(context: AppContext): TimeStamper {
  const inProcessFetch = (async (_url: string | URL | Request, init?: RequestInit) => {
    const body = new Uint8Array(init?.body as Uint8Array);
    const reply = await answerTimeStampRequest(context, body);
    return new Response(reply as Uint8Array<ArrayBuffer>, { status: 200 });
  }) as typeof fetch;
  return createHttpTimeStamper({ url: 'platform-tsa', fetch: inProcessFetch, engine: pkiOf(context).engine });
}
