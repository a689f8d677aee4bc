// The password-based primitives PKCS#12 needs — the RFC 7292 key derivation for the MAC and
// legacy PBEs (3DES, RC2), PBES2 with PBKDF2 and AES — taken from node-forge, which implements
// them synchronously in pure JS. WebCrypto has neither the PKCS#12 KDF nor 3DES/RC2.
import forge from 'node-forge';
import { OID } from '../asn1/oids';
import { Pkcs12Error } from './pkcs12-error';
import { installedPbkdf2, type PlatformPbkdf2 } from './use-platform-pbkdf2';

const PBES2 = '1.2.840.113549.1.5.13';

// forge's typings omit pki.pbe; this is the one function used from it.
type PbeCipher = { update(b: forge.util.ByteBuffer): void; finish(): boolean; output: forge.util.ByteBuffer };
type PbeCiphers = { getCipher(oid: string, params: forge.asn1.Asn1, pw: string): PbeCipher };

const binary = (bytes: Uint8Array): string => forge.util.binary.raw.encode(bytes);
const bytes = (text: string): Uint8Array => forge.util.binary.raw.decode(text);

type Pbkdf2 = (password: string, salt: string, iterations: number, keyLength: number, md?: unknown) => string;
const PLATFORM_HASHES: ReadonlySet<string> = new Set(['sha1', 'sha224', 'sha256', 'sha384', 'sha512']);
let platformPbkdf2Installed = false;

/**
 * forge's PBE ciphers, with forge's PBKDF2 answered by the platform's. forge's PBES2 derives its key
 * through forge.pkcs5.pbkdf2, in JavaScript whenever it is given a digest object (it always is): the
 * platform's PBKDF2 answers instead when one is installed (use-platform-pbkdf2.ts) — the same bytes
 * for the same inputs, so forge's other users in the process see no difference. Done on the first
 * decryption rather than at import, so that importing this module touches nothing of forge: the
 * CLI's `ecsign verify` evaluates forge only when a file needs it (cli/build.mjs).
 */
function pbeCiphers(): PbeCiphers {
  if (!platformPbkdf2Installed) {
    platformPbkdf2Installed = true;
    const pkcs5 = forge.pkcs5 as unknown as { pbkdf2: Pbkdf2 };
    const forgePbkdf2 = pkcs5.pbkdf2;
    pkcs5.pbkdf2 = (password, salt, iterations, keyLength, md) => {
      const platform = installedPbkdf2();
      const hash = typeof md === 'string' ? md : (md as { algorithm?: string } | undefined)?.algorithm;
      if (!platform || !hash || !PLATFORM_HASHES.has(hash))
        return forgePbkdf2(password, salt, iterations, keyLength, md);
      const key = platform(bytes(password), bytes(salt), iterations, keyLength, hash as Parameters<PlatformPbkdf2>[4]);
      return binary(key);
    };
  }
  return (forge.pki as unknown as { pbe: PbeCiphers }).pbe;
}

const MACS: Record<string, () => forge.md.MessageDigest> = {
  [OID.sha1]: () => forge.md.sha1.create(),
  [OID.sha256]: () => forge.md.sha256.create(),
  [OID.sha384]: () => forge.md.sha384.create(),
  [OID.sha512]: () => forge.md.sha512.create(),
};

/** Decrypts with a PKCS#12 PBE or PBES2 algorithm; a padding failure means a wrong password. */
export function pbeDecrypt(oid: string, parameters: Uint8Array, encrypted: Uint8Array, password: string): Uint8Array {
  let cipher: PbeCipher;
  try {
    // PBES2 feeds the password's UTF-8 bytes to PBKDF2; the PKCS#12 PBEs take the string (BMP).
    const pw = oid === PBES2 ? forge.util.encodeUtf8(password) : password;
    cipher = pbeCiphers().getCipher(oid, forge.asn1.fromDer(binary(parameters)), pw);
  } catch (error) {
    throw new Pkcs12Error('unsupported', `PKCS#12 encryption ${oid}: ${(error as Error).message}`);
  }
  cipher.update(forge.util.createBuffer(binary(encrypted)));
  if (!cipher.finish()) throw new Pkcs12Error('wrong-password', 'PKCS#12 decryption failed (wrong password?)');
  return bytes(cipher.output.getBytes());
}

/** HMAC of the authenticated safe under the RFC 7292 MAC key (KDF id 3). */
export function pkcs12Mac(digestOid: string, salt: Uint8Array, iterations: number, data: Uint8Array, password: string) {
  const create = MACS[digestOid];
  if (!create) throw new Pkcs12Error('unsupported', `PKCS#12 MAC digest ${digestOid}`);
  const md = create();
  const key = forge.pkcs12.generateKey(
    password,
    forge.util.createBuffer(binary(salt)),
    3,
    iterations,
    md.digestLength,
    md,
  );
  const hmac = forge.hmac.create();
  hmac.start(create(), key.getBytes());
  hmac.update(binary(data));
  return bytes(hmac.digest().getBytes());
}
