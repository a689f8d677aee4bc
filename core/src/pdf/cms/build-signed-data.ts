// CMS SignedData builder for PDF signatures (detached, CAdES/PAdES baseline B-B attributes) and
// for time-stamp tokens (encapsulated TSTInfo). The signature goes through the engine or an
// external signer; a signature time-stamp (B-T) is fetched by a callback once the signature exists.
import { derExplicit, derImplicit, derSequence, derSet } from '../asn1/der-encode';
import { derInteger, derOctetString, derOid, derTime } from '../asn1/der-encode-values';
import { OID } from '../asn1/oids';
import { CryptoEngineError } from '../crypto/crypto-engine-error';
import { encodeDigestAlgorithm, encodeSignatureAlgorithm } from '../crypto/encode-algorithm-identifier';
import { samePublicKey } from '../crypto/same-public-key';
import { signWith, type Signer } from '../crypto/sign-with';
import type { CryptoEngine, DigestAlgorithm, SignatureAlgorithm } from '../crypto/types';
import type { Certificate } from '../x509/certificate';
import { buildAttribute, buildSigningCertificateV2 } from './build-attribute';

export interface BuildSignedDataOptions {
  readonly engine: CryptoEngine;
  readonly signer: Signer;
  readonly signerCertificate: Certificate;
  /** Further certificates to embed (issuing CAs); the signer's is always included. */
  readonly certificates?: readonly Certificate[];
  /** CRLs to embed (DER). */
  readonly crls?: readonly Uint8Array[];
  readonly digestAlgorithm: DigestAlgorithm;
  readonly signatureAlgorithm: SignatureAlgorithm;
  /** Digest of detached content (a PDF's byte ranges) … */
  readonly contentDigest?: Uint8Array;
  /** … or content to encapsulate (TSTInfo for a time-stamp token). */
  readonly content?: { readonly type: string; readonly bytes: Uint8Array };
  /** signingTime attribute; PAdES baseline puts the time in the signature dictionary instead. */
  readonly signingTime?: Date;
  /** ESS signingCertificateV2 (default true: required by CAdES/PAdES baseline). */
  readonly signingCertificateV2?: boolean;
  /** Further signed attributes as built by buildAttribute (adbe-revocationInfoArchival …). */
  readonly signedAttributes?: readonly Uint8Array[];
  readonly unsignedAttributes?: readonly Uint8Array[];
  /** Receives the signature value, returns a TimeStampToken (ContentInfo DER) for B-T. */
  readonly timeStamp?: (signature: Uint8Array) => Promise<Uint8Array | undefined>;
  readonly signerIdentifier?: 'issuerAndSerialNumber' | 'subjectKeyIdentifier';
  /** Embed no certificates at all (a TSA answering a request with certReq false). */
  readonly omitCertificates?: boolean;
}

/**
 * Key handles already found to belong to a certificate: a server or a batch signs thousands of
 * documents with one key and one certificate, and the check parses the key's SPKI each time.
 */
const matchedCertificates = new WeakMap<object, WeakSet<Certificate>>();

function keyMatches(key: { readonly publicKey: Uint8Array }, cert: Certificate): boolean {
  if (matchedCertificates.get(key)?.has(cert)) return true;
  if (!samePublicKey(key.publicKey, cert.publicKeyInfo)) return false;
  let matched = matchedCertificates.get(key);
  if (!matched) matchedCertificates.set(key, (matched = new WeakSet()));
  matched.add(cert);
  return true;
}

/** IssuerAndSerialNumber per certificate: the serial's DER is built by BigInt arithmetic, a byte at a time. */
const issuerAndSerialNumbers = new WeakMap<Certificate, Uint8Array>();

function issuerAndSerialNumber(cert: Certificate): Uint8Array {
  let der = issuerAndSerialNumbers.get(cert);
  if (!der) issuerAndSerialNumbers.set(cert, (der = derSequence(cert.issuer.der, derInteger(cert.serialNumber))));
  return der;
}

/** Builds and signs; returns the ContentInfo DER. */
export async function buildSignedData(options: BuildSignedDataOptions): Promise<Uint8Array> {
  const { engine, signerCertificate: cert, content } = options;
  if (typeof options.signer !== 'function' && !keyMatches(options.signer, cert)) {
    throw new CryptoEngineError('key-mismatch', 'the private key does not belong to the signer certificate');
  }
  const contentType = content?.type ?? OID.data;
  const digest = content ? await engine.digest(options.digestAlgorithm, content.bytes) : options.contentDigest;
  if (!digest) throw new RangeError('buildSignedData needs contentDigest or content');
  const attributes = [
    buildAttribute(OID.contentType, derOid(contentType)),
    buildAttribute(OID.messageDigest, derOctetString(digest)),
    ...(options.signingTime ? [buildAttribute(OID.signingTime, derTime(options.signingTime))] : []),
    ...(options.signingCertificateV2 === false
      ? []
      : [
          buildAttribute(
            OID.signingCertificateV2,
            await buildSigningCertificateV2(cert, options.digestAlgorithm, engine),
          ),
        ]),
    ...(options.signedAttributes ?? []),
  ];
  const signedAttrs = derSet(attributes);
  const signature = await signWith(
    engine,
    options.signer,
    options.signatureAlgorithm,
    signedAttrs,
    cert.publicKeyInfo.der,
  );
  const unsigned = [...(options.unsignedAttributes ?? [])];
  const token = options.timeStamp && (await options.timeStamp(signature));
  if (token) unsigned.push(buildAttribute(OID.timeStampToken, token));

  const bySki = options.signerIdentifier === 'subjectKeyIdentifier';
  if (bySki && !cert.subjectKeyIdentifier) throw new RangeError('the signer certificate has no subject key identifier');
  const sid = bySki ? derImplicit(0, derOctetString(cert.subjectKeyIdentifier!)) : issuerAndSerialNumber(cert);
  const signerInfo = derSequence(
    derInteger(bySki ? 3 : 1),
    sid,
    encodeDigestAlgorithm(options.digestAlgorithm),
    derImplicit(0, signedAttrs),
    encodeSignatureAlgorithm(options.signatureAlgorithm),
    derOctetString(signature),
    unsigned.length ? derSet(unsigned, 0xa1) : undefined,
  );
  const certs = [cert, ...(options.certificates ?? [])];
  const unique = [...new Map(certs.map((c) => [`${c.serialHex}/${c.issuer.text}`, c.der])).values()];
  const encap = derSequence(derOid(contentType), content ? derExplicit(0, derOctetString(content.bytes)) : undefined);
  const signedData = derSequence(
    // RFC 5652 §5.1: version 3 when the content is not id-data or a signer uses an SKI.
    derInteger(contentType !== OID.data || bySki ? 3 : 1),
    derSet([encodeDigestAlgorithm(options.digestAlgorithm)]),
    encap,
    options.omitCertificates ? undefined : derSet(unique, 0xa0),
    options.crls?.length ? derSet(options.crls, 0xa1) : undefined,
    derSet([signerInfo]),
  );
  return derSequence(derOid(OID.signedData), derExplicit(0, signedData));
}
