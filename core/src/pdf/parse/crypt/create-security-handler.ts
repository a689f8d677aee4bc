// The standard security handler (ISO 32000-1 7.6.3, 32000-2 7.6.4) for reading: checks the
// password, derives the file key and hands out per-object decryptors for strings and streams.
import { PdfDict } from '../model/pdf-dict';
import { isInteger, isName, isPdfString } from '../model/pdf-value';
import { PdfParseError } from '../pdf-parse-error';
import { aesCbcDecrypt } from './aes-cbc';
import { authenticateAes256 } from './authenticate-aes256';
import { authenticateRc4Md5, type Authenticated } from './authenticate-rc4-md5';
import { hashBytes } from './hash-bytes';
import { legacyPasswordBytes, utf8PasswordBytes } from './password-bytes';
import { rc4 } from './rc4';

export type CryptMethod = 'Identity' | 'RC4' | 'AESV2' | 'AESV3';

export interface PdfEncryptionInfo {
  filter: string;
  v: number;
  r: number;
  keyBits: number;
  stringMethod: CryptMethod;
  streamMethod: CryptMethod;
  encryptMetadata: boolean;
  /** The /P permission bits (ISO 32000-1 Table 22). */
  permissions: number;
  authenticatedAs: 'user' | 'owner';
}

export interface SecurityHandler {
  info: PdfEncryptionInfo;
  decryptString(num: number, gen: number, bytes: Uint8Array): Uint8Array;
  /** Undefined when the stream is not encrypted (Identity crypt filter). */
  streamDecryptor(num: number, gen: number, cryptFilter?: string): ((raw: Uint8Array) => Uint8Array) | undefined;
}

export function createSecurityHandler(
  encrypt: PdfDict,
  id0: Uint8Array,
  password: string | Uint8Array | undefined,
): SecurityHandler {
  const filter = encrypt.get('Filter');
  if (!isName(filter, 'Standard')) {
    throw new PdfParseError('UNSUPPORTED_ENCRYPTION', `security handler ${String(filter)} is not supported`);
  }
  const v = numberOf(encrypt, 'V', 0);
  const r = numberOf(encrypt, 'R', 0);
  const methodOf = (name: string | undefined): CryptMethod => cryptMethod(encrypt, v, name);
  const stringMethod = methodOf(nameOf(encrypt, 'StrF'));
  const streamMethod = methodOf(nameOf(encrypt, 'StmF'));
  if (![1, 2, 4, 5].includes(v) || r < 2 || r > 6) {
    throw new PdfParseError('UNSUPPORTED_ENCRYPTION', `standard security handler V${v} R${r} is not supported`);
  }
  const keyBits =
    v === 5 ? 256 : v === 1 ? 40 : Math.min(128, Math.max(40, numberOf(encrypt, 'Length', v === 4 ? 128 : 40)));
  const encryptMetadata = encrypt.get('EncryptMetadata') !== false;
  const auth = authenticate(encrypt, r, keyBits / 8, id0, encryptMetadata, password);
  const fileKey = auth.key;

  const objectKey = (num: number, gen: number, method: CryptMethod): Uint8Array => {
    if (method === 'AESV3') return fileKey;
    const salt = method === 'AESV2' ? [0x73, 0x41, 0x6c, 0x54] : [];
    const extra = Uint8Array.of(
      num & 0xff,
      (num >> 8) & 0xff,
      (num >> 16) & 0xff,
      gen & 0xff,
      (gen >> 8) & 0xff,
      ...salt,
    );
    return hashBytes('md5', fileKey, extra).subarray(0, Math.min(16, fileKey.length + 5));
  };
  const decrypt = (method: CryptMethod, key: Uint8Array, data: Uint8Array): Uint8Array => {
    if (method === 'Identity') return data;
    if (method === 'RC4') return rc4(key, data);
    // AES: a 16-byte IV, then whole blocks with PKCS#5 padding. Shorter is not valid ciphertext.
    if (data.length < 16) return new Uint8Array(0);
    return aesCbcDecrypt(key, data.subarray(0, 16), data.subarray(16), true);
  };

  return {
    info: {
      filter: 'Standard',
      v,
      r,
      keyBits,
      stringMethod,
      streamMethod,
      encryptMetadata,
      permissions: numberOf(encrypt, 'P', 0),
      authenticatedAs: auth.as,
    },
    decryptString: (num, gen, bytes) => decrypt(stringMethod, objectKey(num, gen, stringMethod), bytes),
    streamDecryptor: (num, gen, cryptFilter) => {
      const method = cryptFilter === undefined ? streamMethod : methodOf(cryptFilter);
      if (method === 'Identity') return undefined;
      const key = objectKey(num, gen, method);
      return (raw) => decrypt(method, key, raw);
    },
  };
}

function authenticate(
  encrypt: PdfDict,
  r: number,
  keyLength: number,
  id0: Uint8Array,
  encryptMetadata: boolean,
  password: string | Uint8Array | undefined,
): Authenticated {
  const bytesOf = (key: string) => {
    const value = encrypt.get(key);
    return isPdfString(value) ? value.bytes : new Uint8Array(0);
  };
  const o = bytesOf('O');
  const u = bytesOf('U');
  const tryPassword = (pw: string | Uint8Array): Authenticated | undefined =>
    r >= 5
      ? authenticateAes256({ r, o, u, oe: bytesOf('OE'), ue: bytesOf('UE') }, utf8PasswordBytes(pw))
      : authenticateRc4Md5(
          { r, keyLength, o, u, p: numberOf(encrypt, 'P', 0), id0, encryptMetadata },
          legacyPasswordBytes(pw),
        );
  // A password given for a file whose user password is empty is not needed: the file still opens.
  const result = tryPassword(password ?? '') ?? (password === undefined ? undefined : tryPassword(''));
  if (result) return result;
  if (password === undefined) throw new PdfParseError('ENCRYPTED_NEEDS_PASSWORD', 'the PDF needs a password to open');
  throw new PdfParseError('WRONG_PASSWORD', 'the password does not open this PDF');
}

function cryptMethod(encrypt: PdfDict, v: number, name: string | undefined): CryptMethod {
  if (v < 4) return 'RC4';
  if (v === 5 && name === undefined) return 'Identity';
  if (name === undefined || name === 'Identity') return 'Identity';
  const filters = encrypt.get('CF');
  const filter = filters instanceof PdfDict ? filters.get(name) : undefined;
  const cfm = filter instanceof PdfDict ? filter.get('CFM') : undefined;
  if (isName(cfm, 'V2')) return 'RC4';
  if (isName(cfm, 'AESV2')) return 'AESV2';
  if (isName(cfm, 'AESV3')) return 'AESV3';
  if (cfm === undefined || isName(cfm, 'None')) return 'Identity';
  throw new PdfParseError('UNSUPPORTED_ENCRYPTION', `crypt filter method ${String(cfm)} is not supported`);
}

function numberOf(dict: PdfDict, key: string, fallback: number): number {
  const value = dict.get(key);
  return isInteger(value) ? value : fallback;
}

function nameOf(dict: PdfDict, key: string): string | undefined {
  const value = dict.get(key);
  return isName(value) ? value.value : undefined;
}
