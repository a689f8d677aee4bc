// What protects an encrypted document, for the report. RC4 is broken (its keystream is biased and
// 40-bit keys are searched in minutes), so a document encrypted with it is readable by anyone: the
// report says so, without it changing whether a signature is intact.
import type { PdfEncryptionInfo } from '../parse/crypt/create-security-handler';
import type { DocumentEncryption } from './types';

export function describeEncryption(info: PdfEncryptionInfo | undefined): DocumentEncryption | undefined {
  if (!info) return undefined;
  const methods = [info.stringMethod, info.streamMethod].filter((m) => m !== 'Identity');
  const rc4 = methods.includes('RC4');
  const cipher = rc4 ? 'RC4' : methods.length > 0 ? 'AES' : 'none';
  return Object.freeze({ cipher, keyBits: info.keyBits, weak: rc4 || info.keyBits <= 40 });
}
