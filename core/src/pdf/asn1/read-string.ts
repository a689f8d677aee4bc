// Directory strings as JavaScript text. Certificates in the wild use every string type X.520
// allows (BMPString in older Chinese CA certificates, TeletexString as Latin-1 in European ones).
import { Asn1Error } from './asn1-error';
import { TAG } from './tags';
import type { DerNode } from './der-node';

const utf8 = new TextDecoder('utf-8', { fatal: false });

function latin1(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += String.fromCharCode(b);
  return out;
}

function utf16be(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) out += String.fromCharCode((bytes[i]! << 8) | bytes[i + 1]!);
  return out;
}

function utf32be(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i + 3 < bytes.length; i += 4) {
    const cp = ((bytes[i]! << 24) | (bytes[i + 1]! << 16) | (bytes[i + 2]! << 8) | bytes[i + 3]!) >>> 0;
    out += cp <= 0x10ffff ? String.fromCodePoint(cp) : '\ufffd';
  }
  return out;
}

/** Decodes any ASN.1 character string type; throws for non-string tags. */
export function readString(node: DerNode): string {
  switch (node.tag) {
    case TAG.UTF8_STRING:
      return utf8.decode(node.content);
    case TAG.PRINTABLE_STRING:
    case TAG.IA5_STRING:
    case TAG.VISIBLE_STRING:
    case TAG.NUMERIC_STRING:
    case TAG.TELETEX_STRING:
      return latin1(node.content);
    case TAG.BMP_STRING:
      return utf16be(node.content);
    case TAG.UNIVERSAL_STRING:
      return utf32be(node.content);
    default:
      throw new Asn1Error(`expected a character string, found tag 0x${node.tag.toString(16)}`);
  }
}

/** The characters of an IMPLICIT-tagged IA5String (GeneralName URIs, e-mail addresses). */
export function readImplicitAscii(node: DerNode): string {
  return latin1(node.content);
}
