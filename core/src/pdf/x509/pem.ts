// PEM armour (RFC 7468) for certificates, keys and PKCS#12-adjacent files the CLI and server read
// and write: trust anchors given with --trust, the platform root offered for download.
import { Asn1Error } from '../asn1/asn1-error';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard base64 of bytes. */
export function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += B64[n >> 18]! + B64[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63]! : '=';
    out += i + 2 < bytes.length ? B64[n & 63]! : '=';
  }
  return out;
}

/** Each base64 digit's value by its character code (ASCII); -1 for a character that is not one. */
const DIGIT_VALUES = new Int8Array(128).fill(-1);
for (let i = 0; i < B64.length; i++) DIGIT_VALUES[B64.charCodeAt(i)] = i;
const SKIPPED = /[\s=]/;

/** Bytes of standard base64 (whitespace and padding ignored wherever they are). */
export function fromBase64(text: string): Uint8Array {
  // Character codes through a table, not a string per character and a search of the alphabet:
  // every `ecsign verify --trust` decodes its certificates before the check starts.
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let j = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const v = code < 128 ? DIGIT_VALUES[code]! : -1;
    if (v < 0) {
      if (SKIPPED.test(text[i]!)) continue;
      throw new Asn1Error('bad base64');
    }
    buffer = ((buffer << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[j++] = (buffer >> bits) & 0xff;
    }
  }
  return out.subarray(0, j);
}

/** Every PEM block in `text`, with its label ("CERTIFICATE", "PRIVATE KEY" …). */
export function decodePem(text: string): { label: string; der: Uint8Array }[] {
  const blocks: { label: string; der: Uint8Array }[] = [];
  const re = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g;
  for (let m = re.exec(text); m; m = re.exec(text)) blocks.push({ label: m[1]!, der: fromBase64(m[2]!) });
  return blocks;
}

/** PEM block with 64-character lines. */
export function encodePem(label: string, der: Uint8Array): string {
  const lines = toBase64(der).match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}
