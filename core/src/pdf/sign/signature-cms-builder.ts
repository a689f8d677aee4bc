// The CMS that goes into a signature's /Contents: the digest of the byte ranges, signed attributes
// as PAdES baseline wants them (content type, message digest, ESS signing-certificate-v2; the
// signing time only for adbe.pkcs7.detached — PAdES keeps it in /M), the chain, and at B-T the
// signature time-stamp over the signature value.
import { AppError } from '../../errors/app-error';
import { OID } from '../asn1/oids';
import { buildAttribute, buildSigningCertificateV2 } from '../cms/build-attribute';
import { buildSignedData } from '../cms/build-signed-data';
import { CryptoEngineError } from '../crypto/crypto-engine-error';
import type { DigestAlgorithm } from '../crypto/types';
import type { Certificate } from '../x509/certificate';
import { requestTimeStamp, type ReceivedTimeStamp } from './request-time-stamp';
import type { ResolvedSigner } from './resolve-signer';
import type { SignatureSubFilter, TimeStamper } from './types';

export interface SignatureCmsOptions {
  readonly signer: ResolvedSigner;
  readonly subFilter: SignatureSubFilter;
  readonly signingTime: Date;
  readonly timeStamper?: TimeStamper;
  readonly timeStampDigest: DigestAlgorithm;
  /** Told of each time-stamp received (its certificates go to the DSS at B-LT). */
  readonly onTimeStamp?: (received: ReceivedTimeStamp) => void;
}

/** The ESS signing-certificate-v2 attribute per certificate and hash: the same for every signature. */
const essAttributes = new WeakMap<Certificate, Map<DigestAlgorithm, Uint8Array>>();
async function essAttribute(signer: ResolvedSigner): Promise<Uint8Array> {
  let byHash = essAttributes.get(signer.certificate);
  if (!byHash) essAttributes.set(signer.certificate, (byHash = new Map()));
  let attribute = byHash.get(signer.digestAlgorithm);
  if (!attribute) {
    const value = await buildSigningCertificateV2(signer.certificate, signer.digestAlgorithm, signer.engine);
    byHash.set(signer.digestAlgorithm, (attribute = buildAttribute(OID.signingCertificateV2, value)));
  }
  return attribute;
}

export function signatureCmsBuilder(options: SignatureCmsOptions) {
  const { signer, timeStamper } = options;
  const { engine } = signer;
  const timeStamp =
    timeStamper &&
    (async (signature: Uint8Array) => {
      const digest = await engine.digest(options.timeStampDigest, signature);
      const received = await requestTimeStamp(timeStamper, { digestAlgorithm: options.timeStampDigest, digest });
      options.onTimeStamp?.(received);
      return received.der;
    });
  return async (ranges: readonly Uint8Array[]): Promise<Uint8Array> => {
    const contentDigest = await engine.digest(signer.digestAlgorithm, ranges);
    try {
      return await buildSignedData({
        engine,
        signer: signer.key,
        signerCertificate: signer.certificate,
        certificates: signer.issuers,
        digestAlgorithm: signer.digestAlgorithm,
        signatureAlgorithm: signer.algorithm,
        contentDigest,
        signingTime: options.subFilter === 'adbe.pkcs7.detached' ? options.signingTime : undefined,
        signingCertificateV2: false,
        signedAttributes: [await essAttribute(signer)],
        timeStamp,
      });
    } catch (error) {
      if (!(error instanceof CryptoEngineError)) throw error;
      if (error.code === 'key-mismatch' || error.code === 'invalid-key' || error.code === 'foreign-key-handle') {
        throw new AppError('CERTIFICATE_ERROR', { internal: error.message, cause: error });
      }
      if (error.code === 'unsupported-algorithm' || error.code === 'weak-algorithm') {
        throw new AppError('PDF_ALGORITHM_UNSUPPORTED', { internal: error.message, cause: error });
      }
      throw error;
    }
  };
}
