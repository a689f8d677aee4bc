// Decrypts the strings of one indirect object in place and arms its stream for decryption.
// Exception (ISO 32000-1 7.6.1 and 12.8.1): a signature dictionary's /Contents is never encrypted,
// since the signature covers the file as written. We recognise signature dictionaries as PDFBox
// does: /Type /Sig or /DocTimeStamp, or a string /Contents next to a /ByteRange array.
import { PdfDict } from '../model/pdf-dict';
import { PdfStream } from '../model/pdf-stream';
import { PdfString } from '../model/pdf-string';
import { isName, isPdfString, type PdfValue } from '../model/pdf-value';
import type { SecurityHandler } from './create-security-handler';

export function decryptObjectValue(handler: SecurityHandler, num: number, gen: number, value: PdfValue): PdfValue {
  const decryptString = (s: PdfString) => new PdfString(handler.decryptString(num, gen, s.bytes), s.hex);
  const walk = (v: PdfValue, depth: number): PdfValue => {
    if (depth > 256) return v;
    if (v instanceof PdfString) return decryptString(v);
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) v[i] = walk(v[i]!, depth + 1);
      return v;
    }
    if (v instanceof PdfDict) {
      const signature = isSignatureDict(v);
      for (const [key, item] of [...v.entries()]) {
        if (signature && key === 'Contents') continue;
        v.replace(key, walk(item, depth + 1));
      }
      return v;
    }
    if (v instanceof PdfStream) {
      walk(v.dict, depth + 1);
      v.decrypt = streamDecryptor(handler, num, gen, v.dict);
    }
    return v;
  };
  return walk(value, 0);
}

function isSignatureDict(dict: PdfDict): boolean {
  const type = dict.get('Type');
  if (isName(type, 'Sig') || isName(type, 'DocTimeStamp')) return true;
  return isPdfString(dict.get('Contents')) && Array.isArray(dict.get('ByteRange'));
}

function streamDecryptor(handler: SecurityHandler, num: number, gen: number, dict: PdfDict) {
  // /EncryptMetadata false leaves the XMP metadata stream in clear text (7.6.3.2).
  if (isName(dict.get('Type'), 'Metadata') && !handler.info.encryptMetadata) return undefined;
  // A stream may pick its own crypt filter with a leading /Crypt filter (7.6.5).
  const filter = dict.get('Filter');
  const first = Array.isArray(filter) ? filter[0] : filter;
  if (isName(first, 'Crypt')) {
    const parms = dict.get('DecodeParms');
    const p = Array.isArray(parms) ? parms[0] : parms;
    const name = p instanceof PdfDict ? p.get('Name') : undefined;
    return handler.streamDecryptor(num, gen, isName(name) ? name.value : 'Identity');
  }
  return handler.streamDecryptor(num, gen);
}
