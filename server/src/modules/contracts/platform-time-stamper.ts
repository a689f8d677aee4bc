// The platform TSA as a TimeStamper for signPdf, asked in-process (no HTTP round trip to ourselves)
// through the same request/response code a remote client uses, nonce check included.
import { createTimeStamper, type TimeStamper } from '@ecsign/core/pdf';
import type { AppContext } from '../../context';
import { answerTimeStampRequest } from '../pki/answer-time-stamp-request';
import { pkiOf } from '../pki/pki-of';

export function platformTimeStamper(context: AppContext): TimeStamper {
  return createTimeStamper({
    name: 'platform-tsa',
    engine: pkiOf(context).engine,
    send: (request) => answerTimeStampRequest(context, request),
  });
}
