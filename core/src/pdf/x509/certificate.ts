// The parsed X.509 certificate every layer above uses: what the validator reports (subject,
// issuer, serial, validity), what chain building needs (key identifiers, basic constraints, key
// usage), and where revocation data lives (CRL distribution points, OCSP URLs).
import type { AlgorithmIdentifier } from '../crypto/algorithm-identifier';
import type { PublicKeyInfo } from '../crypto/parse-public-key-info';
import type { DistinguishedName } from './distinguished-name';
import type { GeneralName } from './general-name';

export type KeyUsage =
  | 'digitalSignature'
  | 'nonRepudiation'
  | 'keyEncipherment'
  | 'dataEncipherment'
  | 'keyAgreement'
  | 'keyCertSign'
  | 'cRLSign'
  | 'encipherOnly'
  | 'decipherOnly';

export const KEY_USAGE_BITS: readonly KeyUsage[] = [
  'digitalSignature',
  'nonRepudiation',
  'keyEncipherment',
  'dataEncipherment',
  'keyAgreement',
  'keyCertSign',
  'cRLSign',
  'encipherOnly',
  'decipherOnly',
];

export interface Extension {
  readonly oid: string;
  readonly name?: string;
  readonly critical: boolean;
  /** Contents of extnValue (the extension's own DER). */
  readonly value: Uint8Array;
}

export interface CertificateExtensions {
  readonly basicConstraints?: { readonly ca: boolean; readonly pathLength?: number };
  readonly keyUsage?: readonly KeyUsage[];
  /** Extended key usage OIDs. */
  readonly extendedKeyUsage?: readonly string[];
  readonly subjectKeyIdentifier?: Uint8Array;
  readonly authorityKeyIdentifier?: { readonly keyIdentifier?: Uint8Array; readonly serialNumber?: bigint };
  readonly crlDistributionPoints: readonly string[];
  readonly ocspUrls: readonly string[];
  readonly caIssuersUrls: readonly string[];
  readonly subjectAltNames: readonly GeneralName[];
  readonly certificatePolicies: readonly string[];
  /** Known extensions that did not parse; the certificate is still usable for display. */
  readonly extensionProblems: readonly string[];
}

export interface Certificate extends CertificateExtensions {
  readonly der: Uint8Array;
  /** TBSCertificate exactly as signed. */
  readonly tbs: Uint8Array;
  readonly version: number;
  readonly serialNumber: bigint;
  /** Serial as upper-case hex, the way certificate viewers show it. */
  readonly serialHex: string;
  readonly signatureAlgorithm: AlgorithmIdentifier;
  readonly issuer: DistinguishedName;
  readonly subject: DistinguishedName;
  readonly notBefore: Date;
  readonly notAfter: Date;
  readonly publicKeyInfo: PublicKeyInfo;
  readonly signatureValue: Uint8Array;
  readonly extensions: readonly Extension[];
}
