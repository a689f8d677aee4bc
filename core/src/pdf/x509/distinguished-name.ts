// Distinguished names as the product shows them ("CN=张三, O=某公司, C=CN") and as chain building
// compares them. Attribute short names follow RFC 4514 plus the ones CA certificates commonly use.
import { OID } from '../asn1/oids';

export interface NameAttribute {
  /** Attribute type OID. */
  readonly type: string;
  /** Short name (CN, O, OU, C …) or the dotted OID when there is none. */
  readonly shortName: string;
  readonly value: string;
}

export interface DistinguishedName {
  /** The Name's DER, for exact comparison and for building IssuerAndSerialNumber. */
  readonly der: Uint8Array;
  /** Relative distinguished names in DER order (usually C first, CN last). */
  readonly rdns: readonly (readonly NameAttribute[])[];
  /** RFC 4514 text, most specific first: "CN=Alice, O=Example, C=CN". */
  readonly text: string;
  /** The last CN, the signer name the product shows; undefined when the name has none. */
  readonly commonName?: string;
}

export const SHORT_NAMES: Readonly<Record<string, string>> = {
  [OID.commonName]: 'CN',
  [OID.surname]: 'SN',
  [OID.serialNumber]: 'SERIALNUMBER',
  [OID.countryName]: 'C',
  [OID.localityName]: 'L',
  [OID.stateOrProvinceName]: 'ST',
  [OID.streetAddress]: 'STREET',
  [OID.organizationName]: 'O',
  [OID.organizationalUnitName]: 'OU',
  [OID.title]: 'T',
  [OID.businessCategory]: 'businessCategory',
  [OID.postalCode]: 'postalCode',
  [OID.givenName]: 'GN',
  [OID.initials]: 'initials',
  [OID.dnQualifier]: 'dnQualifier',
  [OID.pseudonym]: 'pseudonym',
  [OID.organizationIdentifier]: 'organizationIdentifier',
  [OID.emailAddress]: 'E',
  [OID.domainComponent]: 'DC',
  [OID.userId]: 'UID',
};

/** The first value of an attribute ("CN", "O" … or an OID) in a name, most specific first. */
export function nameAttribute(name: DistinguishedName, type: string): string | undefined {
  for (let i = name.rdns.length - 1; i >= 0; i--) {
    const hit = name.rdns[i]!.find((a) => a.shortName === type || a.type === type);
    if (hit) return hit.value;
  }
  return undefined;
}
