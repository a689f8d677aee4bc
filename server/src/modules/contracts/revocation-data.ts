// Long-term validation material for a signer (PAdES B-LT): an OCSP response about the signer's
// certificate from the platform responder (asked in-process) and the platform CRLs, so a validator
// years from now needs no network. Signatures with certificates of another hierarchy (SM2) get
// what the platform has for it.
import { buildOcspCertId, buildOcspRequest, parseCertificate, type RevocationData } from '@ecsign/core/pdf';
import type { AppContext } from '../../context';
import { answerOcspRequest } from '../pki/answer-ocsp-request';
import { currentCrl } from '../pki/current-crl';
import { pkiOf } from '../pki/pki-of';
import type { SubjectSigner } from '../pki/subject-signer';

export async function revocationData(context: AppContext, signer: SubjectSigner): Promise<RevocationData> {
  const { engine } = pkiOf(context);
  const issuer = parseCertificate(signer.certificateChain[1]!);
  const certId = await buildOcspCertId(engine, issuer, signer.certificate.serialNumber);
  const ocsp = await answerOcspRequest(context, buildOcspRequest({ certIds: [certId] }));
  const hierarchy = signer.algorithm.name === 'SM2' ? 'SM2' : 'DEFAULT';
  const crls = [await currentCrl(context, hierarchy, 'issuing'), await currentCrl(context, hierarchy, 'root')].filter(
    (crl): crl is Uint8Array => crl !== undefined,
  );
  return { ocspResponses: [ocsp], crls, certificates: signer.certificateChain.slice(2) };
}
