// OCSPResponse (RFC 6960 §4.2) for the validator and for the signer embedding responses in a
// PAdES B-LT /DSS: the status, and for a basic response what it says about each certificate,
// who signed it (with the exact signed bytes, so verifyCertificateSignature can check it) and
// the certificates it carries. Only the structure is checked here; trust is the validator's.
import { Asn1Error } from '../asn1/asn1-error';
import type { DerNode } from '../asn1/der-node';
import { childAt, contextChild, explicitInner, expectTag } from '../asn1/der-navigation';
import { OID } from '../asn1/oids';
import { parseDer } from '../asn1/parse-der';
import { readBitString, readOctetString } from '../asn1/read-bytes';
import { readSmallInteger } from '../asn1/read-integer';
import { readOid } from '../asn1/read-oid';
import { readTime } from '../asn1/read-time';
import { TAG } from '../asn1/tags';
import { readAlgorithmIdentifier } from '../crypto/algorithm-identifier';
import { CRL_REASONS, type CrlReason } from '../x509/build-crl';
import { parseCertificate } from '../x509/parse-certificate';
import { parseName } from '../x509/parse-name';
import { readOcspCertId } from './ocsp-cert-id';
import { readOcspExtensions } from './read-ocsp-extensions';
import {
  OCSP_RESPONSE_STATUSES,
  type BasicOcspResponse,
  type OcspResponse,
  type OcspResponseStatus,
  type OcspSingleResponse,
} from './types';

/** An ENUMERATED's value (encoded like an INTEGER). */
function readEnumerated(node: DerNode): number {
  if (node.tag !== TAG.ENUMERATED) throw new Asn1Error('expected an ENUMERATED');
  return readSmallInteger({ ...node, tag: TAG.INTEGER });
}

const STATUS_NAMES = new Map(Object.entries(OCSP_RESPONSE_STATUSES).map(([name, code]) => [code, name]));

function readSingleResponse(node: DerNode): OcspSingleResponse {
  expectTag(node, TAG.SEQUENCE, 'SingleResponse');
  const certId = readOcspCertId(childAt(node, 0, TAG.SEQUENCE, 'SingleResponse'));
  const status = childAt(node, 1, undefined, 'SingleResponse');
  const thisUpdate = readTime(childAt(node, 2, TAG.GENERALIZED_TIME, 'SingleResponse'));
  const next = contextChild({ children: node.children.slice(3) }, 0);
  const common = { certId, thisUpdate, nextUpdate: next ? readTime(explicitInner(next)) : undefined };
  if (status.tagClass !== 2) throw new Asn1Error('CertStatus: expected a context tag');
  if (status.tagNumber === 0) return Object.freeze({ ...common, status: 'good' as const });
  if (status.tagNumber === 2) return Object.freeze({ ...common, status: 'unknown' as const });
  if (status.tagNumber !== 1 || !status.constructed) throw new Asn1Error('CertStatus: unknown choice');
  const reasonNode = contextChild(status, 0);
  let reason: CrlReason | undefined;
  if (reasonNode) {
    const code = explicitInner(reasonNode);
    reason = CRL_REASONS[readEnumerated(code)];
    if (!reason) throw new Asn1Error('revocationReason: unknown code');
  }
  return Object.freeze({
    ...common,
    status: 'revoked' as const,
    revocationTime: readTime(childAt(status, 0, TAG.GENERALIZED_TIME, 'RevokedInfo')),
    reason,
  });
}

function readBasic(der: Uint8Array): BasicOcspResponse {
  const root = expectTag(parseDer(der), TAG.SEQUENCE, 'BasicOCSPResponse');
  const data = childAt(root, 0, TAG.SEQUENCE, 'ResponseData');
  // version [0] is optional; the responder ID ([1] byName or [2] byKey) follows it.
  const fields = data.children[0]?.tag === 0xa0 ? data.children.slice(1) : data.children;
  const responder = fields[0];
  if (!responder || responder.tagClass !== 2 || (responder.tagNumber !== 1 && responder.tagNumber !== 2)) {
    throw new Asn1Error('ResponseData: missing responderID');
  }
  const field = (i: number, tag: number) => {
    const node = fields[i];
    if (!node) throw new Asn1Error(`ResponseData: missing item ${i}`);
    return expectTag(node, tag, 'ResponseData');
  };
  const certs = contextChild({ children: root.children.slice(3) }, 0);
  return Object.freeze({
    der: root.der,
    tbs: data.der,
    signatureAlgorithm: readAlgorithmIdentifier(childAt(root, 1, TAG.SEQUENCE, 'BasicOCSPResponse')),
    signatureValue: readBitString(childAt(root, 2, undefined, 'BasicOCSPResponse')).bytes,
    responderId: Object.freeze(
      responder.tagNumber === 1
        ? { byName: parseName(explicitInner(responder)) }
        : { byKeyHash: readOctetString(explicitInner(responder)) },
    ),
    producedAt: readTime(field(1, TAG.GENERALIZED_TIME)),
    responses: Object.freeze(field(2, TAG.SEQUENCE).children.map(readSingleResponse)),
    nonce: readOcspExtensions(contextChild({ children: fields.slice(3) }, 1)).get(OID.ocspNonce),
    certificates: Object.freeze(certs ? explicitInner(certs).children.map((c) => parseCertificate(c)) : []),
  });
}

/** Parses OCSPResponse DER; throws Asn1Error when it (or its basic response) is malformed. */
export function parseOcspResponse(der: Uint8Array): OcspResponse {
  const root = expectTag(parseDer(der), TAG.SEQUENCE, 'OCSPResponse');
  const statusNode = childAt(root, 0, undefined, 'OCSPResponse');
  const status = STATUS_NAMES.get(readEnumerated(statusNode)) as OcspResponseStatus | undefined;
  if (!status) throw new Asn1Error('OCSPResponse: unknown status');
  const bytes = contextChild(root, 0);
  if (!bytes) {
    if (status === 'successful') throw new Asn1Error('OCSPResponse: successful but no responseBytes');
    return Object.freeze({ der: root.der, status });
  }
  const responseBytes = expectTag(explicitInner(bytes), TAG.SEQUENCE, 'ResponseBytes');
  const type = readOid(childAt(responseBytes, 0, TAG.OID, 'ResponseBytes'));
  if (type !== OID.ocspBasic) throw new Asn1Error(`OCSPResponse: unsupported response type ${type}`);
  const basic = readBasic(readOctetString(childAt(responseBytes, 1, undefined, 'ResponseBytes')));
  return Object.freeze({ der: root.der, status, basic });
}
