// Name DER from [type, value] pairs, as the platform CA writes subjects ("C", "O", "CN" …).
// Country, serial number and dnQualifier are PrintableString as X.520 requires; e-mail and DC are
// IA5String; everything else is UTF8String so Chinese names survive unchanged.
import { derSequence, derSet } from '../asn1/der-encode';
import { derIa5String, derOid, derPrintableString, derUtf8String } from '../asn1/der-encode-values';
import { OID } from '../asn1/oids';
import { Asn1Error } from '../asn1/asn1-error';
import { SHORT_NAMES, type DistinguishedName } from './distinguished-name';

/** Attribute pairs in DER order (most general first), or an existing parsed name. */
export type NameInput = DistinguishedName | readonly (readonly [type: string, value: string])[];

const BY_SHORT_NAME = new Map(Object.entries(SHORT_NAMES).map(([oid, short]) => [short.toUpperCase(), oid]));
const PRINTABLE = new Set<string>([OID.countryName, OID.serialNumber, OID.dnQualifier]);
const IA5 = new Set<string>([OID.emailAddress, OID.domainComponent]);

function typeOid(type: string): string {
  if (/^\d+(\.\d+)+$/.test(type)) return type;
  const oid = BY_SHORT_NAME.get(type.toUpperCase());
  if (!oid) throw new Asn1Error(`unknown name attribute ${type}`);
  return oid;
}

/** DER of a Name, one attribute per RDN. */
export function buildName(input: NameInput): Uint8Array {
  if ('der' in input) return input.der;
  return derSequence(
    ...input.map(([type, value]) => {
      const oid = typeOid(type);
      const encoded = PRINTABLE.has(oid)
        ? derPrintableString(value)
        : IA5.has(oid)
          ? derIa5String(value)
          : derUtf8String(value);
      return derSet([derSequence(derOid(oid), encoded)]);
    }),
  );
}
