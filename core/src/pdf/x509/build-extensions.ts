// The extensions the platform CA writes (root, issuing CA, person and enterprise certificates,
// TSA and OCSP responder), with RFC 5280's criticality: basic constraints and key usage critical.
import { derExplicit, derImplicit, derSequence } from '../asn1/der-encode';
import { derBitString, derBoolean, derIa5String, derInteger, derOctetString, derOid } from '../asn1/der-encode-values';
import { OID } from '../asn1/oids';
import { KEY_USAGE_BITS, type KeyUsage } from './certificate';

export interface ExtensionOptions {
  readonly basicConstraints?: { readonly ca: boolean; readonly pathLength?: number };
  readonly keyUsage?: readonly KeyUsage[];
  /** Extended key usage OIDs (OID.ekuTimeStamping …); marked critical when it is time-stamping. */
  readonly extendedKeyUsage?: readonly string[];
  readonly crlDistributionPoints?: readonly string[];
  readonly ocspUrls?: readonly string[];
  readonly caIssuersUrls?: readonly string[];
  readonly subjectAltNames?: readonly { readonly type: 'email' | 'dns' | 'uri'; readonly value: string }[];
  readonly certificatePolicies?: readonly string[];
  /** Extensions written as given: extnValue DER. */
  readonly extra?: readonly { readonly oid: string; readonly critical?: boolean; readonly value: Uint8Array }[];
}

function extension(oid: string, critical: boolean, value: Uint8Array): Uint8Array {
  return derSequence(derOid(oid), critical ? derBoolean(true) : undefined, derOctetString(value));
}

function keyUsageBits(usages: readonly KeyUsage[]): Uint8Array {
  const bits = usages.map((u) => KEY_USAGE_BITS.indexOf(u));
  const last = Math.max(...bits);
  const bytes = new Uint8Array((last >> 3) + 1);
  for (const b of bits) bytes[b >> 3]! |= 0x80 >> (b & 7);
  // DER named bit lists drop trailing zero bits.
  return derBitString(bytes, 7 - (last & 7));
}

const TAGS = { email: 1, dns: 2, uri: 6 } as const;

/** The extension list (without the [3] wrapper) for a certificate. */
export function buildExtensions(
  options: ExtensionOptions,
  keyIds: { subject?: Uint8Array; authority?: Uint8Array },
): Uint8Array[] {
  const out: Uint8Array[] = [];
  const o = options;
  if (o.basicConstraints) {
    const { ca, pathLength } = o.basicConstraints;
    const body = derSequence(
      ca ? derBoolean(true) : undefined,
      pathLength === undefined ? undefined : derInteger(pathLength),
    );
    out.push(extension(OID.basicConstraints, true, body));
  }
  if (o.keyUsage?.length) out.push(extension(OID.keyUsage, true, keyUsageBits(o.keyUsage)));
  if (o.extendedKeyUsage?.length) {
    const critical = o.extendedKeyUsage.includes(OID.ekuTimeStamping) && o.extendedKeyUsage.length === 1;
    out.push(extension(OID.extKeyUsage, critical, derSequence(...o.extendedKeyUsage.map(derOid))));
  }
  if (keyIds.subject) out.push(extension(OID.subjectKeyIdentifier, false, derOctetString(keyIds.subject)));
  if (keyIds.authority) {
    const body = derSequence(derImplicit(0, derOctetString(keyIds.authority)));
    out.push(extension(OID.authorityKeyIdentifier, false, body));
  }
  if (o.subjectAltNames?.length) {
    const names = o.subjectAltNames.map((n) => derIa5String(n.value, 0x80 | TAGS[n.type]));
    out.push(extension(OID.subjectAltName, false, derSequence(...names)));
  }
  if (o.crlDistributionPoints?.length) {
    const points = o.crlDistributionPoints.map((uri) =>
      derSequence(derExplicit(0, derImplicit(0, derSequence(derIa5String(uri, 0x86))))),
    );
    out.push(extension(OID.crlDistributionPoints, false, derSequence(...points)));
  }
  const access = [
    ...(o.ocspUrls ?? []).map((uri) => derSequence(derOid(OID.adOcsp), derIa5String(uri, 0x86))),
    ...(o.caIssuersUrls ?? []).map((uri) => derSequence(derOid(OID.adCaIssuers), derIa5String(uri, 0x86))),
  ];
  if (access.length) out.push(extension(OID.authorityInfoAccess, false, derSequence(...access)));
  if (o.certificatePolicies?.length) {
    const policies = o.certificatePolicies.map((p) => derSequence(derOid(p)));
    out.push(extension(OID.certificatePolicies, false, derSequence(...policies)));
  }
  for (const e of o.extra ?? []) out.push(extension(e.oid, e.critical ?? false, e.value));
  return out;
}
