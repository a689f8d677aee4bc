// The PKI under /ecapi/pki (endpoints.pki): the CA's public files (ca-file-routes.ts), the OCSP
// responder and the time-stamp authority — public, no token, DER in and DER out — and for
// platform staff (platform:config) revocation by serial number and a subject's certificates.
import { endpoints } from '@ecsign/core/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint, type EndpointFile } from '../../http/mount-endpoint';
import { answerOcspRequest } from './answer-ocsp-request';
import { answerTimeStampRequest } from './answer-time-stamp-request';
import { caFileRoutes } from './ca-file-routes';
import { listSubjectCertificates } from './list-subject-certificates';
import { revokeCertificate } from './revoke-certificate';

/** An OCSP or time-stamp answer; an empty request is answered as malformed in its own protocol. */
const derAnswer = (body: Uint8Array, contentType: string, cache: string): EndpointFile => ({
  body,
  contentType,
  disposition: 'inline',
  headers: { 'cache-control': cache },
});

const NO_BYTES = new Uint8Array(0);

/** The DER request of RFC 6960 A.1's GET {url}/{url-encoded base64 of the request}; empty when undecodable. */
function ocspRequestInPath(url: string): Uint8Array {
  // The raw URL is read because the base64 may hold "/" and "+".
  const encoded = url.slice(url.indexOf('/pki/ocsp/') + '/pki/ocsp/'.length);
  try {
    return Buffer.from(decodeURIComponent(encoded).replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  } catch {
    return NO_BYTES;
  }
}

export function pkiRoutes(app: FastifyInstance, context: AppContext) {
  const { pki } = endpoints;
  caFileRoutes(app, context);

  mountEndpoint(app, context, pki.ocsp, async ({ input }) =>
    derAnswer(
      await answerOcspRequest(context, input.files.request?.bytes ?? NO_BYTES),
      'application/ocsp-response',
      'no-store',
    ),
  );
  mountEndpoint(app, context, pki.ocspByGet, async ({ request }) =>
    derAnswer(
      await answerOcspRequest(context, ocspRequestInPath(request.url)),
      'application/ocsp-response',
      'max-age=60',
    ),
  );
  mountEndpoint(app, context, pki.timeStamp, async ({ input }) =>
    derAnswer(
      await answerTimeStampRequest(context, input.files.query?.bytes ?? NO_BYTES),
      'application/timestamp-reply',
      'no-store',
    ),
  );

  mountEndpoint(app, context, pki.revokeCertificate, async ({ input }) => revokeCertificate(context, input.body));
  mountEndpoint(app, context, pki.subjectCertificates, async ({ input }) =>
    listSubjectCertificates(context, input.query),
  );
}
