// X.509 v3 certificate builder for the platform PKI: root, issuing CA, person and
// enterprise certificates, TSA and OCSP responder certificates, in RSA, ECDSA or SM2. The TBS is
// signed through the engine or an external signer, so CA keys can live in an HSM.
import { derExplicit, derSequence } from '../asn1/der-encode';
import { derBitString, derInteger, derTime } from '../asn1/der-encode-values';
import { encodeSignatureAlgorithm } from '../crypto/encode-algorithm-identifier';
import { parsePublicKeyInfo } from '../crypto/parse-public-key-info';
import { signWith, type Signer } from '../crypto/sign-with';
import type { CryptoEngine, SignatureAlgorithm } from '../crypto/types';
import { buildExtensions, type ExtensionOptions } from './build-extensions';
import { buildName, type NameInput } from './build-name';
import type { Certificate } from './certificate';
import { parseCertificate } from './parse-certificate';

export interface BuildCertificateOptions {
  readonly engine: CryptoEngine;
  /** Positive serial, unique per issuer (RFC 5280 allows up to 20 octets). */
  readonly serialNumber: bigint | Uint8Array;
  readonly subject: NameInput;
  /** The issuing CA's certificate; omitted for a self-signed root. */
  readonly issuer?: Certificate;
  readonly notBefore: Date;
  readonly notAfter: Date;
  /** The subject's SubjectPublicKeyInfo DER. */
  readonly publicKey: Uint8Array;
  readonly signatureAlgorithm: SignatureAlgorithm;
  /** The issuer's private key (the subject's own for a self-signed root). */
  readonly signer: Signer;
  /** Extensions; subject and authority key identifiers are added unless `keyIdentifiers` is false. */
  readonly extensions?: ExtensionOptions;
  readonly keyIdentifiers?: boolean;
}

/** Builds, signs and parses a certificate. */
export async function buildCertificate(options: BuildCertificateOptions): Promise<Certificate> {
  const { engine, issuer } = options;
  const subjectKey = parsePublicKeyInfo(options.publicKey);
  const issuerKey = issuer ? issuer.publicKeyInfo : subjectKey;
  const withIds = options.keyIdentifiers ?? true;
  // RFC 5280 §4.2.1.2 method 1: SHA-1 of the subjectPublicKey bits.
  const subjectId = withIds ? await engine.digest('SHA-1', subjectKey.publicKey) : undefined;
  const authorityId = withIds
    ? (issuer?.subjectKeyIdentifier ?? (await engine.digest('SHA-1', issuerKey.publicKey)))
    : undefined;
  const extensions = buildExtensions(options.extensions ?? {}, { subject: subjectId, authority: authorityId });
  const algorithm = encodeSignatureAlgorithm(options.signatureAlgorithm);
  const subjectName = buildName(options.subject);
  const tbs = derSequence(
    derExplicit(0, derInteger(2)),
    derInteger(options.serialNumber),
    algorithm,
    issuer ? issuer.subject.der : subjectName,
    derSequence(derTime(options.notBefore), derTime(options.notAfter)),
    subjectName,
    subjectKey.der,
    extensions.length ? derExplicit(3, derSequence(...extensions)) : undefined,
  );
  const signature = await signWith(engine, options.signer, options.signatureAlgorithm, tbs, issuerKey.der);
  return parseCertificate(derSequence(tbs, algorithm, derBitString(signature)));
}
