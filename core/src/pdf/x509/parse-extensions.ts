// The X.509 v3 extensions the validator and the platform CA care about. Each one is parsed on its
// own: a malformed policy extension must not hide the key usage or make the signer unknown.
import type { DerNode } from '../asn1/der-node';
import { parseDer } from '../asn1/parse-der';
import { childAt, contextChild } from '../asn1/der-navigation';
import { readBitString, readBoolean, readOctetString } from '../asn1/read-bytes';
import { readInteger, readSmallInteger } from '../asn1/read-integer';
import { readOid } from '../asn1/read-oid';
import { OID } from '../asn1/oids';
import { TAG } from '../asn1/tags';
import { KEY_USAGE_BITS, type CertificateExtensions, type Extension, type KeyUsage } from './certificate';
import { readGeneralName, type GeneralName } from './general-name';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function uris(names: readonly GeneralName[]): string[] {
  return names.flatMap((n) => (n.type === 'uri' ? [n.value] : []));
}

const PARSERS: Record<string, (v: DerNode, out: Mutable<CertificateExtensions>) => void> = {
  [OID.basicConstraints]: (v, out) => {
    const first = v.children[0];
    const ca = first?.tag === TAG.BOOLEAN ? readBoolean(first) : false;
    const len = v.children.find((c) => c.tag === TAG.INTEGER);
    out.basicConstraints = len ? { ca, pathLength: readSmallInteger(len) } : { ca };
  },
  [OID.keyUsage]: (v, out) => {
    const { bytes } = readBitString(v);
    out.keyUsage = KEY_USAGE_BITS.filter((_, i) => ((bytes[i >> 3] ?? 0) & (0x80 >> (i & 7))) !== 0) as KeyUsage[];
  },
  [OID.extKeyUsage]: (v, out) => {
    out.extendedKeyUsage = v.children.map((c) => readOid(c));
  },
  [OID.subjectKeyIdentifier]: (v, out) => {
    out.subjectKeyIdentifier = readOctetString(v);
  },
  [OID.authorityKeyIdentifier]: (v, out) => {
    const id = contextChild(v, 0);
    const serial = contextChild(v, 2);
    out.authorityKeyIdentifier = {
      keyIdentifier: id && readOctetString(id, true),
      serialNumber: serial && readInteger(serial, true),
    };
  },
  [OID.crlDistributionPoints]: (v, out) => {
    // distributionPoint [0] holds the DistributionPointName CHOICE; fullName is its [0].
    out.crlDistributionPoints = v.children.flatMap((dp) => {
      const fullName = contextChild(contextChild(dp, 0) ?? { children: [] }, 0);
      return fullName ? uris(fullName.children.map(readGeneralName)) : [];
    });
  },
  [OID.authorityInfoAccess]: (v, out) => {
    for (const ad of v.children) {
      const method = readOid(childAt(ad, 0));
      const location = readGeneralName(childAt(ad, 1));
      if (location.type !== 'uri') continue;
      if (method === OID.adOcsp) out.ocspUrls = [...out.ocspUrls, location.value];
      if (method === OID.adCaIssuers) out.caIssuersUrls = [...out.caIssuersUrls, location.value];
    }
  },
  [OID.subjectAltName]: (v, out) => {
    out.subjectAltNames = v.children.map(readGeneralName);
  },
  [OID.certificatePolicies]: (v, out) => {
    out.certificatePolicies = v.children.map((p) => readOid(childAt(p, 0)));
  },
};

/** Decodes the known extensions of a certificate's extension list. */
export function parseExtensions(extensions: readonly Extension[]): CertificateExtensions {
  const out: Mutable<CertificateExtensions> = {
    crlDistributionPoints: [],
    ocspUrls: [],
    caIssuersUrls: [],
    subjectAltNames: [],
    certificatePolicies: [],
    extensionProblems: [],
  };
  for (const ext of extensions) {
    const parser = PARSERS[ext.oid];
    if (!parser) continue;
    try {
      parser(parseDer(ext.value), out);
    } catch (error) {
      out.extensionProblems = [...out.extensionProblems, `${ext.name ?? ext.oid}: ${(error as Error).message}`];
    }
  }
  return out;
}
