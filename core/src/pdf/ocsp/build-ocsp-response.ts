// OCSPResponse DER for the platform's responder (RFC 6960 §4.2): a BasicOCSPResponse signed by a
// delegated OCSP signing certificate (id-kp-OCSPSigning, issued by the CA it answers for) or by
// the CA itself, with the request's nonce echoed; or an unsigned error status.
import { derExplicit, derImplicit, derSequence } from '../asn1/der-encode';
import {
  derBitString,
  derEnumerated,
  derGeneralizedTime,
  derNull,
  derOctetString,
  derOid,
} from '../asn1/der-encode-values';
import { OID } from '../asn1/oids';
import { CryptoEngineError } from '../crypto/crypto-engine-error';
import { encodeSignatureAlgorithm } from '../crypto/encode-algorithm-identifier';
import { samePublicKey } from '../crypto/same-public-key';
import { signWith, type Signer } from '../crypto/sign-with';
import type { CryptoEngine, SignatureAlgorithm } from '../crypto/types';
import type { Certificate } from '../x509/certificate';
import { crlReasonCode } from '../x509/build-crl';
import { OCSP_RESPONSE_STATUSES, type OcspCertId, type OcspCertStatus, type OcspResponseStatus } from './types';

export type OcspAnswer = OcspCertStatus & {
  /** The CertID asked about; its DER is echoed unchanged. */
  readonly certId: Pick<OcspCertId, 'der'>;
  readonly thisUpdate: Date;
  readonly nextUpdate?: Date;
};

export interface BuildOcspResponseOptions {
  readonly engine: CryptoEngine;
  readonly signer: Signer;
  readonly signatureAlgorithm: SignatureAlgorithm;
  /** The certificate of the signing key: a delegated OCSP responder's, or the CA's own. */
  readonly responderCertificate: Certificate;
  /** Certificates to embed; default the responder's own (validators need it when delegated). */
  readonly certificates?: readonly Certificate[];
  /** ResponderID form; default byKey (SHA-1 of the responder's public key), as RFC 5019 prefers. */
  readonly responderIdType?: 'byKey' | 'byName';
  readonly producedAt: Date;
  readonly responses: readonly OcspAnswer[];
  /** The request's nonce extnValue, echoed as received. */
  readonly nonce?: Uint8Array;
}

function certStatus(answer: OcspCertStatus): Uint8Array {
  if (answer.status === 'good') return derImplicit(0, derNull());
  if (answer.status === 'unknown') return derImplicit(2, derNull());
  const reason = answer.reason === undefined ? undefined : derExplicit(0, derEnumerated(crlReasonCode(answer.reason)));
  return derImplicit(1, derSequence(derGeneralizedTime(answer.revocationTime), reason));
}

function singleResponse(answer: OcspAnswer): Uint8Array {
  return derSequence(
    answer.certId.der,
    certStatus(answer),
    derGeneralizedTime(answer.thisUpdate),
    answer.nextUpdate ? derExplicit(0, derGeneralizedTime(answer.nextUpdate)) : undefined,
  );
}

/** A successful OCSPResponse carrying a signed BasicOCSPResponse. */
export async function buildOcspResponse(options: BuildOcspResponseOptions): Promise<Uint8Array> {
  const { engine, responderCertificate: responder } = options;
  if (typeof options.signer !== 'function' && !samePublicKey(options.signer.publicKey, responder.publicKeyInfo)) {
    throw new CryptoEngineError('key-mismatch', 'the private key does not belong to the responder certificate');
  }
  if (options.responses.length === 0) throw new RangeError('an OCSP response answers at least one request');
  const responderId =
    options.responderIdType === 'byName'
      ? derExplicit(1, responder.subject.der)
      : derExplicit(2, derOctetString(await engine.digest('SHA-1', responder.publicKeyInfo.publicKey)));
  const extensions = options.nonce
    ? derExplicit(1, derSequence(derSequence(derOid(OID.ocspNonce), derOctetString(options.nonce))))
    : undefined;
  const tbs = derSequence(
    responderId,
    derGeneralizedTime(options.producedAt),
    derSequence(...options.responses.map(singleResponse)),
    extensions,
  );
  const algorithm = encodeSignatureAlgorithm(options.signatureAlgorithm);
  const signature = await signWith(
    engine,
    options.signer,
    options.signatureAlgorithm,
    tbs,
    responder.publicKeyInfo.der,
  );
  const certificates = options.certificates ?? [responder];
  const basic = derSequence(
    tbs,
    algorithm,
    derBitString(signature),
    certificates.length ? derExplicit(0, derSequence(...certificates.map((c) => c.der))) : undefined,
  );
  return derSequence(
    derEnumerated(OCSP_RESPONSE_STATUSES.successful),
    derExplicit(0, derSequence(derOid(OID.ocspBasic), derOctetString(basic))),
  );
}

/** An unsigned OCSPResponse that carries only an error status (malformedRequest, unauthorized …). */
export function buildOcspErrorResponse(status: Exclude<OcspResponseStatus, 'successful'>): Uint8Array {
  return derSequence(derEnumerated(OCSP_RESPONSE_STATUSES[status]));
}
