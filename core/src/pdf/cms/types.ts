// Parsed CMS SignedData (RFC 5652) as PDF signatures carry it in /Contents, and RFC 3161
// time-stamp tokens, which are SignedData too. Raw bytes are kept wherever a later check must
// hash or verify exactly what was signed.
import type { AlgorithmIdentifier } from '../crypto/algorithm-identifier';
import type { Certificate } from '../x509/certificate';
import type { DistinguishedName } from '../x509/distinguished-name';
import type { GeneralName } from '../x509/general-name';

export interface Attribute {
  readonly oid: string;
  readonly name?: string;
  /** DER of each value of the SET OF AttributeValue. */
  readonly values: readonly Uint8Array[];
}

export type SignerIdentifier =
  | { readonly type: 'issuerAndSerialNumber'; readonly issuer: DistinguishedName; readonly serialNumber: bigint }
  | { readonly type: 'subjectKeyIdentifier'; readonly keyIdentifier: Uint8Array };

/** One ESSCertID (v1, SHA-1) or ESSCertIDv2 of a signing-certificate attribute (RFC 2634/5035). */
export interface EssCertId {
  readonly version: 1 | 2;
  readonly hashAlgorithm: AlgorithmIdentifier;
  readonly certHash: Uint8Array;
  readonly issuerSerial?: { readonly issuer?: DistinguishedName; readonly serialNumber: bigint };
}

export interface SignerInfo {
  readonly version: number;
  readonly sid: SignerIdentifier;
  readonly digestAlgorithm: AlgorithmIdentifier;
  /** The signed attributes re-encoded as SET OF — the bytes the signature covers. */
  readonly signedAttributesDer?: Uint8Array;
  readonly signedAttributes: readonly Attribute[];
  readonly signatureAlgorithm: AlgorithmIdentifier;
  readonly signature: Uint8Array;
  readonly unsignedAttributes: readonly Attribute[];
  readonly contentType?: string;
  readonly messageDigest?: Uint8Array;
  readonly signingTime?: Date;
  /** From signingCertificateV2 when present, else from the v1 attribute. */
  readonly signingCertificates: readonly EssCertId[];
  /** The v1 attribute's, also when v2 is present: both must name the signer's certificate. */
  readonly signingCertificatesV1?: readonly EssCertId[];
  /** Signature policy OID (PAdES-EPES). */
  readonly signaturePolicy?: string;
  /** Adobe's adbe-revocationInfoArchival signed attribute: CRLs and OCSP responses, as DER. */
  readonly revocationInfoArchival?: {
    readonly crls: readonly Uint8Array[];
    readonly ocspResponses: readonly Uint8Array[];
  };
  /** Signature time-stamp tokens (unsigned attribute id-aa-timeStampToken). */
  readonly timeStampTokens: readonly TimeStampToken[];
  /** Attributes that were present but did not decode (the signature may still verify). */
  readonly attributeProblems: readonly string[];
}

export interface SignedData {
  /** The ContentInfo DER, without the zero padding a PDF /Contents adds. */
  readonly der: Uint8Array;
  readonly version: number;
  readonly digestAlgorithms: readonly AlgorithmIdentifier[];
  readonly encapsulatedContentType: string;
  /** eContent octets when encapsulated; undefined when detached. */
  readonly encapsulatedContent?: Uint8Array;
  readonly certificates: readonly Certificate[];
  /** Certificates that were present but did not parse. */
  readonly certificateProblems: readonly string[];
  /** RevocationInfoChoices as DER (CRLs, or [1] other such as OCSP responses). */
  readonly crls: readonly Uint8Array[];
  readonly signerInfos: readonly SignerInfo[];
}

/** TSTInfo (RFC 3161 §2.4.2). */
export interface TstInfo {
  readonly der: Uint8Array;
  readonly version: number;
  readonly policy: string;
  readonly messageImprint: { readonly hashAlgorithm: AlgorithmIdentifier; readonly hashedMessage: Uint8Array };
  readonly serialNumber: bigint;
  readonly genTime: Date;
  readonly accuracy?: { readonly seconds: number; readonly millis: number; readonly micros: number };
  readonly ordering: boolean;
  readonly nonce?: bigint;
  readonly tsa?: GeneralName;
}

export interface TimeStampToken {
  readonly signedData: SignedData;
  readonly tstInfo: TstInfo;
}
