// DER toolkit of @ecsign/core/pdf: a position-keeping reader, writers, and the OID table. The
// server's CRL, OCSP and TSA code builds its structures with these too.
export { Asn1Error } from './asn1-error';
export type { DerNode } from './der-node';
export { parseDer } from './parse-der';
export { childAt, contextChild, explicitInner, expectTag } from './der-navigation';
export { readOid } from './read-oid';
export { readInteger, readSmallInteger, readUnsignedBytes } from './read-integer';
export { readBitString, readBoolean, readOctetString } from './read-bytes';
export { readImplicitAscii, readString } from './read-string';
export { readTime } from './read-time';
export { derExplicit, derImplicit, derSequence, derSet, derTlv } from './der-encode';
export {
  derBitString,
  derBoolean,
  derEnumerated,
  derGeneralizedTime,
  derIa5String,
  derInteger,
  derNull,
  derOctetString,
  derOid,
  derPrintableString,
  derTime,
  derUtf8String,
} from './der-encode-values';
export { TAG, contextTag } from './tags';
export { OID, oidName, type OidName } from './oids';
export { bytesEqual } from './bytes-equal';
export { concatBytes } from './concat-bytes';
export { fromHex, toHex } from './hex';
