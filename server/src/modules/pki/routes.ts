// The PKI under /ecapi/pki: the platform's CA certificates (for people to trust the root in their
// PDF reader), CRLs, the OCSP responder and the time-stamp authority — public, no token, in the
// binary formats validators speak — and for platform staff (platform:config) revocation by serial
// number and a subject's certificates.
import { AppError } from '@ecsign/core/errors';
import { endpoints } from '@ecsign/core/endpoints';
import { encodePem, type Certificate } from '@ecsign/core/pdf';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import { answerOcspRequest } from './answer-ocsp-request';
import { answerTimeStampRequest } from './answer-time-stamp-request';
import { currentCrl } from './current-crl';
import { pkiOf } from './pki-of';
import { listSubjectCertificates } from './list-subject-certificates';
import type { CaHierarchy, THierarchy } from './platform-ca';
import { revokeCertificate } from './revoke-certificate';

/** The DER body of an OCSP or time-stamp request; empty when none came (answered as malformed). */
const bodyBytes = (request: FastifyRequest): Buffer => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));

const BINARY_REQUESTS = ['application/ocsp-request', 'application/timestamp-query', 'application/timestamp-request'];
const CACHE_PUBLIC = 'public, max-age=300';

function sendDer(reply: FastifyReply, type: string, der: Uint8Array, cache = CACHE_PUBLIC) {
  return reply
    .header('cache-control', cache)
    .type(type)
    .send(Buffer.from(der.buffer, der.byteOffset, der.byteLength));
}

export function pkiRoutes(app: FastifyInstance, context: AppContext) {
  void app.register(async (pki) => {
    // OCSP and time-stamp requests are DER bodies; a few kilobytes at most.
    pki.addContentTypeParser(BINARY_REQUESTS, { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );

    const hierarchyOf = async (name: THierarchy): Promise<CaHierarchy> => {
      const ca = await pkiOf(context).ca();
      const hierarchy = name === 'SM2' ? ca.sm2 : ca.default;
      if (!hierarchy) throw new AppError('NOT_FOUND', { internal: 'the SM2 CA is off (PKI_SM2_CA)' });
      return hierarchy;
    };
    const certificateRoutes = (prefix: string, name: THierarchy) => {
      const serve = (path: string, pick: (h: CaHierarchy) => Certificate[], pem: boolean) =>
        pki.get(`${prefix}/${path}`, async (_request, reply) => {
          const certificates = pick(await hierarchyOf(name));
          if (!pem) return sendDer(reply, 'application/pkix-cert', certificates[0]!.der);
          return reply
            .header('cache-control', CACHE_PUBLIC)
            .type('application/x-pem-file')
            .send(certificates.map((c) => encodePem('CERTIFICATE', c.der)).join(''));
        });
      serve('root.crt', (h) => [h.root.certificate], false);
      serve('root.pem', (h) => [h.root.certificate], true);
      serve('issuing.crt', (h) => [h.issuing.certificate], false);
      serve('issuing.pem', (h) => [h.issuing.certificate], true);
      serve('chain.pem', (h) => [h.issuing.certificate, h.root.certificate], true);
      for (const [path, which] of [
        ['crl', 'issuing'],
        ['root.crl', 'root'],
      ] as const) {
        pki.get(`${prefix}/${path}`, async (_request, reply) => {
          await hierarchyOf(name);
          const crl = await currentCrl(context, name, which);
          if (!crl) throw new AppError('NOT_FOUND', { internal: `no ${which} CRL: the key is not held here` });
          return sendDer(reply, 'application/pkix-crl', crl, 'public, max-age=60');
        });
      }
    };
    certificateRoutes('/pki', 'DEFAULT');
    certificateRoutes('/pki/sm2', 'SM2');

    pki.post('/pki/ocsp', async (request, reply) =>
      sendDer(reply, 'application/ocsp-response', await answerOcspRequest(context, bodyBytes(request)), 'no-store'),
    );
    // RFC 6960 A.1: GET {url}/{url-encoded base64 of the request}. The raw path is read because the
    // base64 may hold "/" and "+".
    pki.get('/pki/ocsp/*', async (request, reply) => {
      const encoded = request.url.slice(request.url.indexOf('/pki/ocsp/') + '/pki/ocsp/'.length);
      let der: Buffer;
      try {
        der = Buffer.from(decodeURIComponent(encoded).replace(/-/g, '+').replace(/_/g, '/'), 'base64');
      } catch {
        der = Buffer.alloc(0);
      }
      return sendDer(reply, 'application/ocsp-response', await answerOcspRequest(context, der), 'max-age=60');
    });

    pki.post('/pki/tsa', async (request, reply) =>
      sendDer(
        reply,
        'application/timestamp-reply',
        await answerTimeStampRequest(context, bodyBytes(request)),
        'no-store',
      ),
    );
  });

  mountEndpoint(app, context, endpoints.pki.revokeCertificate, async ({ input }) =>
    revokeCertificate(context, input.body),
  );
  mountEndpoint(app, context, endpoints.pki.subjectCertificates, async ({ input }) =>
    listSubjectCertificates(context, input.query),
  );
}
