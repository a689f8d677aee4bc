// The CA's public files for each hierarchy (endpoints.pki.rootCertificate … sm2RootCrl): the root
// and issuing certificates in DER and PEM, the chain, and the CRLs, cached briefly by validators.
// The SM2 hierarchy's files are NOT_FOUND while that CA is off (PKI_SM2_CA), a CRL whose key is
// not held here too.
import { endpoints } from '@ecsign/core/endpoints';
import { AppError } from '@ecsign/core/errors';
import { encodePem, type Certificate } from '@ecsign/core/pdf';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint, type EndpointFile } from '../../http/mount-endpoint';
import { currentCrl } from './current-crl';
import { pkiOf } from './pki-of';
import type { CaHierarchy, THierarchy } from './platform-ca';

const CACHE_PUBLIC = 'public, max-age=300';
const CACHE_CRL = 'public, max-age=60';

type TCaFile = keyof ReturnType<typeof hierarchyFiles>;

/** The declarations of one hierarchy's files, by the names the default hierarchy's go by. */
function hierarchyFiles(hierarchy: THierarchy) {
  const { pki } = endpoints;
  return hierarchy === 'SM2'
    ? {
        rootCertificate: pki.sm2RootCertificate,
        rootPem: pki.sm2RootPem,
        issuingCertificate: pki.sm2IssuingCertificate,
        issuingPem: pki.sm2IssuingPem,
        chainPem: pki.sm2ChainPem,
        crl: pki.sm2Crl,
        rootCrl: pki.sm2RootCrl,
      }
    : {
        rootCertificate: pki.rootCertificate,
        rootPem: pki.rootPem,
        issuingCertificate: pki.issuingCertificate,
        issuingPem: pki.issuingPem,
        chainPem: pki.chainPem,
        crl: pki.crl,
        rootCrl: pki.rootCrl,
      };
}

const der = (certificate: Certificate, fileName: string): EndpointFile => ({
  body: certificate.der,
  contentType: 'application/pkix-cert',
  fileName,
  headers: { 'cache-control': CACHE_PUBLIC },
});

const pem = (certificates: Certificate[], fileName: string): EndpointFile => ({
  body: certificates.map((c) => encodePem('CERTIFICATE', c.der)).join(''),
  contentType: 'application/x-pem-file',
  fileName,
  headers: { 'cache-control': CACHE_PUBLIC },
});

export function caFileRoutes(app: FastifyInstance, context: AppContext) {
  const hierarchyOf = async (name: THierarchy): Promise<CaHierarchy> => {
    const ca = await pkiOf(context).ca();
    const hierarchy = name === 'SM2' ? ca.sm2 : ca.default;
    if (!hierarchy) throw new AppError('NOT_FOUND', { internal: 'the SM2 CA is off (PKI_SM2_CA)' });
    return hierarchy;
  };
  const crl = async (name: THierarchy, which: 'issuing' | 'root', fileName: string): Promise<EndpointFile> => {
    await hierarchyOf(name);
    const bytes = await currentCrl(context, name, which);
    if (!bytes) throw new AppError('NOT_FOUND', { internal: `no ${which} CRL: the key is not held here` });
    return { body: bytes, contentType: 'application/pkix-crl', fileName, headers: { 'cache-control': CACHE_CRL } };
  };

  for (const name of ['DEFAULT', 'SM2'] as const) {
    // The saved file says whose certificate it is: ecsign-root.crt, ecsign-sm2-root.crt.
    const named = (file: string) => `ecsign-${name === 'SM2' ? 'sm2-' : ''}${file}`;
    const answers: Record<TCaFile, () => Promise<EndpointFile>> = {
      rootCertificate: async () => der((await hierarchyOf(name)).root.certificate, named('root.crt')),
      rootPem: async () => pem([(await hierarchyOf(name)).root.certificate], named('root.pem')),
      issuingCertificate: async () => der((await hierarchyOf(name)).issuing.certificate, named('issuing.crt')),
      issuingPem: async () => pem([(await hierarchyOf(name)).issuing.certificate], named('issuing.pem')),
      chainPem: async () => {
        const { issuing, root } = await hierarchyOf(name);
        return pem([issuing.certificate, root.certificate], named('chain.pem'));
      },
      crl: () => crl(name, 'issuing', named('crl.crl')),
      rootCrl: () => crl(name, 'root', named('root.crl')),
    };
    const declarations = hierarchyFiles(name);
    for (const file of Object.keys(declarations) as TCaFile[]) {
      mountEndpoint(app, context, declarations[file], answers[file]);
    }
  }
}
