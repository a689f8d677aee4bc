// X.509 certificate parser for every key type (forge's pki reads only RSA). Keeps the exact TBS
// bytes for signature checks and the whole DER for fingerprints and ESS certificate hashes.
import type { DerNode } from '../asn1/der-node';
import { parseDer } from '../asn1/parse-der';
import { childAt, contextChild, explicitInner, expectTag } from '../asn1/der-navigation';
import { readBitString, readBoolean, readOctetString } from '../asn1/read-bytes';
import { readInteger, readSmallInteger } from '../asn1/read-integer';
import { readOid } from '../asn1/read-oid';
import { readTime } from '../asn1/read-time';
import { oidName } from '../asn1/oids';
import { TAG } from '../asn1/tags';
import { readAlgorithmIdentifier } from '../crypto/algorithm-identifier';
import { parsePublicKeyInfo } from '../crypto/parse-public-key-info';
import type { Certificate, Extension } from './certificate';
import { parseExtensions } from './parse-extensions';
import { parseName } from './parse-name';

function readExtensions(node: DerNode | undefined): Extension[] {
  if (!node) return [];
  return explicitInner(node, 'extensions').children.map((ext) => {
    const oid = readOid(childAt(ext, 0, TAG.OID, 'Extension'));
    const critical = ext.children.length === 3 && readBoolean(childAt(ext, 1));
    const value = readOctetString(childAt(ext, ext.children.length - 1, undefined, 'Extension'));
    return Object.freeze({ oid, name: oidName(oid), critical, value });
  });
}

/**
 * Certificates parsed lately, by their exact DER: a server reads the same few certificates (its
 * TSA's, its CAs') out of every time-stamp token it makes and checks — parsing them again each
 * time cost more than the token's own parse. A Certificate is frozen, so one object is shared.
 */
const recent: { der: Uint8Array; certificate: Certificate }[] = [];
const RECENT_KEPT = 32;

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Parses a DER certificate (or an already parsed node); throws Asn1Error when it is not one. */
export function parseCertificate(input: Uint8Array | DerNode): Certificate {
  const der = input instanceof Uint8Array ? input : input.der;
  const known = recent.find((entry) => sameBytes(entry.der, der));
  if (known) return known.certificate;
  const certificate = parseCertificateDer(input);
  if (recent.length >= RECENT_KEPT) recent.shift();
  recent.push({ der: certificate.der, certificate });
  return certificate;
}

function parseCertificateDer(input: Uint8Array | DerNode): Certificate {
  const root = input instanceof Uint8Array ? parseDer(input) : input;
  expectTag(root, TAG.SEQUENCE, 'Certificate');
  const tbs = childAt(root, 0, TAG.SEQUENCE, 'TBSCertificate');
  // version [0] is optional (v1); the remaining fields follow it in fixed order.
  const hasVersion = tbs.children[0]?.tag === 0xa0;
  const at = (i: number, tag?: number) => childAt(tbs, i + (hasVersion ? 1 : 0), tag, 'TBSCertificate');
  const version = hasVersion ? readSmallInteger(explicitInner(tbs.children[0]!)) + 1 : 1;
  const serialNumber = readInteger(at(0, TAG.INTEGER));
  const validity = at(3, TAG.SEQUENCE);
  const extensions = readExtensions(contextChild(tbs, 3));
  const absolute = serialNumber < 0n ? -serialNumber : serialNumber;
  const hex = absolute.toString(16).toUpperCase();
  const certificate: Certificate = {
    der: root.der,
    tbs: tbs.der,
    version,
    serialNumber,
    serialHex: (serialNumber < 0n ? '-' : '') + (hex.length % 2 ? '0' + hex : hex),
    signatureAlgorithm: readAlgorithmIdentifier(childAt(root, 1, TAG.SEQUENCE, 'Certificate')),
    issuer: parseName(at(2)),
    notBefore: readTime(childAt(validity, 0)),
    notAfter: readTime(childAt(validity, 1)),
    subject: parseName(at(4)),
    publicKeyInfo: parsePublicKeyInfo(at(5, TAG.SEQUENCE).der),
    signatureValue: readBitString(childAt(root, 2, undefined, 'Certificate')).bytes,
    extensions: Object.freeze(extensions),
    ...parseExtensions(extensions),
  };
  return Object.freeze(certificate);
}
