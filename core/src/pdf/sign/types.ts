// The signing engine's contract: what the server, the CLI and the benchmark pass to
// signPdf. Platform pieces (crypto engine, time-stamp transport, fonts, the clock) come in as
// values, so the same code signs in Node and in a browser.
import type {
  CryptoEngine,
  DigestAlgorithm,
  ExternalSigner,
  PrivateKeyHandle,
  SignatureAlgorithm,
} from '../crypto/types';

/** Who signs: a key (engine handle or external device) and its certificate chain. */
export interface PdfSigner {
  readonly engine: CryptoEngine;
  readonly key: PrivateKeyHandle | ExternalSigner;
  /** DER certificates: the signer's first, then its issuing CAs (the root may be left out). */
  readonly certificateChain: readonly Uint8Array[];
  /**
   * The signature scheme. Default from the certificate's key: RSA PKCS#1 v1.5 with SHA-256,
   * ECDSA P-256/SHA-256, P-384/SHA-384, SM2 with SM3.
   */
  readonly algorithm?: SignatureAlgorithm;
}

export type PadesLevel = 'B-B' | 'B-T' | 'B-LT' | 'B-LTA';
export type SignatureSubFilter = 'ETSI.CAdES.detached' | 'adbe.pkcs7.detached';

/** What is time-stamped: the digest of the signature value (B-T) or of the document (B-LTA). */
export interface TimeStampImprint {
  readonly digestAlgorithm: DigestAlgorithm;
  readonly digest: Uint8Array;
}

/** Asks an RFC 3161 authority for a token over the imprint; returns the TimeStampToken DER. */
export type TimeStamper = (imprint: TimeStampImprint) => Promise<Uint8Array>;

/** Validation material for the /DSS dictionary (B-LT), all DER. */
export interface RevocationData {
  readonly ocspResponses?: readonly Uint8Array[];
  readonly crls?: readonly Uint8Array[];
  /** Certificates beyond the signing chain (the root, the OCSP responder's, the TSA's chain). */
  readonly certificates?: readonly Uint8Array[];
}

/** [x, y, width, height] in default user space of the unrotated page (the units of /MediaBox). */
export type PdfRect = readonly [number, number, number, number];

export interface SignatureFieldOptions {
  /** The field's name (/T). An existing empty signature field of that name is signed in place. */
  readonly name?: string;
  /** 1-based page of the widget (default 1). */
  readonly page?: number;
  /** Where the seal goes; omitted (or `invisible`) for an invisible signature. */
  readonly rect?: PdfRect;
  readonly invisible?: boolean;
}

export interface AppearanceOptions {
  /** PNG of the seal or handwritten signature; transparency is kept. */
  readonly image?: Uint8Array;
  /** Text lines (name, date, reason …), drawn below the image or over it. */
  readonly text?: readonly string[];
  readonly textPosition?: 'below' | 'over';
  /** A TrueType font (glyf outlines) for text outside WinAnsi — Chinese needs one; a subset is embedded. */
  readonly font?: Uint8Array;
  /** Font size in points; by default the largest (up to 12) at which every line fits. */
  readonly fontSize?: number;
  /** Text colour as RGB in 0..1 (default black). */
  readonly textColor?: readonly [number, number, number];
  /** A check box instead of image and text (a CHECKBOX field): ticked when true. */
  readonly checkBox?: boolean;
}

export interface SignPdfOptions {
  readonly signer: PdfSigner;
  readonly field?: SignatureFieldOptions;
  readonly appearance?: AppearanceOptions;
  readonly reason?: string;
  readonly location?: string;
  readonly contactInfo?: string;
  /** The signing time (the injected clock): written to /M, checked against the certificate. */
  readonly signingTime: Date;
  /** Default 'ETSI.CAdES.detached' (PAdES). */
  readonly subFilter?: SignatureSubFilter;
  /** Default 'B-B'. B-T and above need `timeStamper`. */
  readonly level?: PadesLevel;
  readonly timeStamper?: TimeStamper;
  /** Digest for time-stamp imprints (default SHA-256, which every TSA accepts). */
  readonly timeStampDigest?: DigestAlgorithm;
  /** For B-LT and B-LTA: written to /DSS with the signing chain and the TSA's certificates. */
  readonly revocation?: RevocationData;
  /** Make this a certification signature (DocMDP) with permission P; only for the first signature. */
  readonly certify?: { readonly P: 1 | 2 | 3 };
  /** Bytes to reserve for the CMS in /Contents; estimated when omitted (and grown when short). */
  readonly contentsSize?: number;
}
