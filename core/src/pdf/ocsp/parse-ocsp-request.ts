// OCSPRequest (RFC 6960 §4.1) as the platform's responder receives it over HTTP: the CertIDs
// asked about and the nonce to echo. A request signature is noted but not checked (the responder
// answers anyone, as public CAs do).
import { Asn1Error } from '../asn1/asn1-error';
import { childAt, contextChild, explicitInner, expectTag } from '../asn1/der-navigation';
import { OID } from '../asn1/oids';
import { parseDer } from '../asn1/parse-der';
import { readSmallInteger } from '../asn1/read-integer';
import { TAG } from '../asn1/tags';
import { readOcspCertId } from './ocsp-cert-id';
import { readOcspExtensions } from './read-ocsp-extensions';
import type { OcspRequest } from './types';

/** Parses OCSPRequest DER; throws Asn1Error when it is malformed or asks about nothing. */
export function parseOcspRequest(der: Uint8Array): OcspRequest {
  const root = expectTag(parseDer(der), TAG.SEQUENCE, 'OCSPRequest');
  const tbs = childAt(root, 0, TAG.SEQUENCE, 'TBSRequest');
  const version = contextChild(tbs, 0);
  const list = tbs.children.find((c) => c.tag === TAG.SEQUENCE);
  if (!list) throw new Asn1Error('TBSRequest: missing requestList');
  if (list.children.length === 0) throw new Asn1Error('TBSRequest: empty requestList');
  const certIds = list.children.map((request) =>
    readOcspCertId(childAt(expectTag(request, TAG.SEQUENCE, 'Request'), 0, TAG.SEQUENCE, 'Request')),
  );
  const nonce = readOcspExtensions(contextChild(tbs, 2)).get(OID.ocspNonce);
  return Object.freeze({
    der: root.der,
    version: version ? readSmallInteger(explicitInner(version)) : 0,
    certIds: Object.freeze(certIds),
    nonce,
    signed: contextChild(root, 0) !== undefined,
  });
}
