// RFC 3161 time-stamp token builder for the platform TSA: TSTInfo signed as CMS SignedData with
// the ESS signing-certificate-v2 attribute RFC 5816 asks for.
import { derExplicit, derImplicit, derSequence } from '../asn1/der-encode';
import { derGeneralizedTime, derInteger, derOctetString, derOid } from '../asn1/der-encode-values';
import { OID } from '../asn1/oids';
import { encodeDigestAlgorithm } from '../crypto/encode-algorithm-identifier';
import type { Signer } from '../crypto/sign-with';
import type { CryptoEngine, DigestAlgorithm, SignatureAlgorithm } from '../crypto/types';
import type { Certificate } from '../x509/certificate';
import { buildSignedData } from './build-signed-data';

export interface BuildTimeStampTokenOptions {
  readonly engine: CryptoEngine;
  readonly signer: Signer;
  /** The TSA certificate (extended key usage id-kp-timeStamping, critical). */
  readonly tsaCertificate: Certificate;
  /** Issuing CAs to embed; the TSA certificate itself is embedded unless `includeCertificates` is false. */
  readonly certificates?: readonly Certificate[];
  readonly includeCertificates?: boolean;
  readonly digestAlgorithm: DigestAlgorithm;
  readonly signatureAlgorithm: SignatureAlgorithm;
  readonly policy: string;
  /** Unique per token. */
  readonly serialNumber: bigint;
  readonly genTime: Date;
  readonly messageImprint: { readonly digestAlgorithm: DigestAlgorithm; readonly digest: Uint8Array };
  readonly nonce?: bigint;
  readonly accuracy?: { readonly seconds?: number; readonly millis?: number; readonly micros?: number };
  /** Write the TSA's name into the token (tsa field). */
  readonly includeTsaName?: boolean;
}

/** TimeStampToken DER (a ContentInfo). */
export async function buildTimeStampToken(options: BuildTimeStampTokenOptions): Promise<Uint8Array> {
  const { accuracy } = options;
  const accuracyDer = accuracy
    ? derSequence(
        accuracy.seconds ? derInteger(accuracy.seconds) : undefined,
        accuracy.millis ? derImplicit(0, derInteger(accuracy.millis)) : undefined,
        accuracy.micros ? derImplicit(1, derInteger(accuracy.micros)) : undefined,
      )
    : undefined;
  const tstInfo = derSequence(
    derInteger(1),
    derOid(options.policy),
    derSequence(
      encodeDigestAlgorithm(options.messageImprint.digestAlgorithm),
      derOctetString(options.messageImprint.digest),
    ),
    derInteger(options.serialNumber),
    derGeneralizedTime(options.genTime, true),
    accuracyDer,
    // ordering stays at its DEFAULT FALSE, which DER omits.
    options.nonce === undefined ? undefined : derInteger(options.nonce),
    options.includeTsaName ? derExplicit(0, derExplicit(4, options.tsaCertificate.subject.der)) : undefined,
  );
  const embed = options.includeCertificates !== false;
  return buildSignedData({
    engine: options.engine,
    signer: options.signer,
    signerCertificate: options.tsaCertificate,
    certificates: embed ? options.certificates : [],
    digestAlgorithm: options.digestAlgorithm,
    signatureAlgorithm: options.signatureAlgorithm,
    content: { type: OID.tstInfo, bytes: tstInfo },
    omitCertificates: !embed,
  });
}
