// The validator's report: one frozen SignatureStatus per signature dictionary and a document
// summary, modelled on pyHanko's SignatureStatus — separate axes (intact, trusted, coverage,
// modified after signing), problem codes, and a bottom line derived from them. Every object in
// it is frozen; dates are Date objects (JSON gives ISO strings).
import type { SignatureProblem } from './problem-codes';

/** The verdict vocabulary, shared with the corpus manifest's `expected` column. */
export type BottomLine = 'valid' | 'tampered' | 'invalid' | 'modified' | 'indeterminate' | 'unsigned';

export type SignatureKind = 'approval' | 'certification' | 'document-time-stamp';

export interface CertificateSummary {
  /** RFC 4514 text, most specific first. */
  readonly subject: string;
  readonly commonName?: string;
  readonly organization?: string;
  readonly issuer: string;
  /** Upper-case hex. */
  readonly serialNumber: string;
  readonly notBefore: Date;
  readonly notAfter: Date;
}

export type ByteRangeStatus =
  'ok' | 'missing' | 'malformed' | 'outside-file' | 'gap-not-contents' | 'not-own-contents' | 'not-revision-end';

export interface SignatureIntegrity {
  readonly byteRange: ByteRangeStatus;
  /** Digest of the signed bytes against the signature's (messageDigest, eContent, or imprint). */
  readonly digest: 'match' | 'mismatch' | 'not-checked';
  readonly signature: 'valid' | 'invalid' | 'unsupported' | 'not-checked';
  /** ESS signing-certificate(-v2) against the signer certificate. */
  readonly signingCertificate: 'match' | 'mismatch' | 'absent' | 'not-checked';
}

/** What a later change is, whatever the permissions. */
export type ChangeCategory =
  'signature' | 'document-time-stamp' | 'dss' | 'metadata' | 'form-fill' | 'annotation' | 'disallowed';

export interface Modification {
  readonly revision: number;
  /** The object changed, when the change is one object. */
  readonly object?: number;
  readonly category: ChangeCategory;
  /** A short technical description ("page 2 added", "/Reason of signature 42 changed"). */
  readonly detail: string;
  /** The form field filled in, for a form-fill change. */
  readonly field?: string;
  /** Allowed by the DocMDP permission in force (or the default policy when there is none). */
  readonly allowed: boolean;
}

export type TrustStatus =
  /** The chain reaches a configured trust anchor. */
  | 'trusted'
  /** The chain is sound as far as it goes but reaches no trust anchor. */
  | 'untrusted'
  /** An issuer in the chain is not a CA, or a certificate's signature fails. */
  | 'chain-broken'
  /** No signer certificate to start from. */
  | 'signer-missing';

export interface TrustResult {
  readonly status: TrustStatus;
  /** Signer first; the anchor last when trusted. */
  readonly chain: readonly CertificateSummary[];
  /** The time the chain was checked at: the time-stamp's, else the claimed signing time, else now. */
  readonly validationTime: Date;
  /** Every certificate of the chain valid at validationTime. */
  readonly validAtSigningTime: boolean;
  /** The signer certificate's notAfter is before `now`. */
  readonly expiredNow: boolean;
  /** When the document's own CRLs or OCSP responses say a certificate of the chain was revoked. */
  readonly revokedAt?: Date;
}

export interface TimeStampStatus {
  readonly genTime: Date;
  readonly tsa?: CertificateSummary;
  readonly imprint: 'match' | 'mismatch' | 'unsupported' | 'not-checked';
  readonly signature: 'valid' | 'invalid' | 'unsupported' | 'not-checked';
  /** The TSA chains to a trust anchor and its certificate was valid at genTime. */
  readonly trusted: boolean;
  /** Imprint matches, the token verifies, its TSA certificate is present and its chain not broken. */
  readonly valid: boolean;
  readonly problems: readonly SignatureProblem[];
}

export interface SignatureLtv {
  /** The document has a /DSS dictionary. */
  readonly dss: boolean;
  /** The DSS has a VRI entry for this signature. */
  readonly vri: boolean;
  /** Certificates, OCSP responses and CRLs available to validate it: the DSS's plus the CMS's own. */
  readonly certificates: number;
  readonly ocspResponses: number;
  readonly crls: number;
}

export type PadesLevel = 'B-B' | 'B-T' | 'B-LT' | 'B-LTA';

export interface SignatureStatus {
  /** Fully qualified names of the fields holding this signature (one dictionary may sit in several). */
  readonly fieldNames: readonly string[];
  readonly kind: SignatureKind;
  readonly subFilter?: string;
  /** For a certification signature, its DocMDP permission. */
  readonly docMdpPermission?: 1 | 2 | 3;
  /** The signer (for a document time-stamp, the TSA). */
  readonly signer?: CertificateSummary;
  /** /Name, /Reason, /Location, /ContactInfo of the signature dictionary, as the signer wrote them. */
  readonly name?: string;
  readonly reason?: string;
  readonly location?: string;
  readonly contactInfo?: string;
  /** Claimed signing times: /M and the signingTime attribute; neither is proven. */
  readonly claimedSigningTime: { readonly dictionary?: Date; readonly attribute?: Date };
  /** The time proven by a valid time-stamp (a document time-stamp's own genTime). */
  readonly timeStampTime?: Date;
  /** 'SHA-256', or the OID's name when it is not computed here. */
  readonly digestAlgorithm?: string;
  /** 'RSASSA-PKCS1-v1_5', 'RSA-PSS', 'ECDSA', 'SM2', 'Ed25519', 'Ed448', or the OID's name. */
  readonly signatureAlgorithm?: string;
  readonly intact: boolean;
  readonly integrity: SignatureIntegrity;
  /** 'whole-document' when no revision follows the signed one; 'earlier-revision' when some do. */
  readonly coverage: 'whole-document' | 'earlier-revision' | 'unknown';
  /** Index of the revision the signature covers. */
  readonly signedRevision?: number;
  /** Revisions appended after the signed one. */
  readonly laterRevisions: readonly number[];
  readonly modifiedAfterSigning: boolean;
  /** Every change made after signing, allowed or not. */
  readonly modifications: readonly Modification[];
  /** The chain reaches a trust anchor and every certificate of it was valid at the signing time. */
  readonly trusted: boolean;
  readonly trust: TrustResult;
  /** Signature time-stamps (RFC 3161 tokens in the unsigned attributes). */
  readonly timeStamps: readonly TimeStampStatus[];
  readonly ltv: SignatureLtv;
  /** PAdES baseline level reached, for an intact CMS signature. */
  readonly level?: PadesLevel;
  readonly problems: readonly SignatureProblem[];
  readonly bottomLine: BottomLine;
}

export interface DocumentLtv {
  readonly dss: boolean;
  readonly vriEntries: number;
  readonly certificates: number;
  readonly ocspResponses: number;
  readonly crls: number;
}

export interface DocumentEncryption {
  /** The cipher of strings and streams ('none' when both use the Identity filter). */
  readonly cipher: 'RC4' | 'AES' | 'none';
  readonly keyBits: number;
  /** RC4, or a key of 40 bits: anyone can read the document without the password. */
  readonly weak: boolean;
}

export interface DocumentSummary {
  readonly revisions: number;
  /** Signature dictionaries evaluated (empty fields excluded). */
  readonly signatureCount: number;
  /** Signature fields without a signature. */
  readonly emptySignatureFields: readonly string[];
  /** The xref had to be rebuilt or object offsets repaired. */
  readonly recovered: boolean;
  /** Reader warning codes (see PdfWarningCode). */
  readonly warnings: readonly string[];
  /** Bytes after the last %%EOF other than white space: covered by no signature. */
  readonly bytesAfterLastEof: number;
  readonly encrypted: boolean;
  /** How an encrypted document is protected. */
  readonly encryption?: DocumentEncryption;
  /** DocMDP permission of the certification signature, if any. */
  readonly docMdpPermission?: 1 | 2 | 3;
  readonly ltv: DocumentLtv;
  /** The worst signature's bottom line; 'unsigned' when no signature was filled in. */
  readonly bottomLine: BottomLine;
}

export interface PdfVerificationReport {
  readonly document: DocumentSummary;
  readonly signatures: readonly SignatureStatus[];
}
