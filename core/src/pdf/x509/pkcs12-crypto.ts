// The password-based primitives PKCS#12 needs — the RFC 7292 key derivation for the MAC and
// legacy PBEs (3DES, RC2), PBES2 with PBKDF2 and AES — taken from node-forge, which implements
// them synchronously in pure JS. WebCrypto has neither the PKCS#12 KDF nor 3DES/RC2.
import forge from 'node-forge';
import { OID } from '../asn1/oids';
import { Pkcs12Error } from './pkcs12-error';

const PBES2 = '1.2.840.113549.1.5.13';

// forge's typings omit pki.pbe; this is the one function used from it.
type PbeCipher = { update(b: forge.util.ByteBuffer): void; finish(): boolean; output: forge.util.ByteBuffer };
const pbe = (
  forge.pki as unknown as { pbe: { getCipher(oid: string, params: forge.asn1.Asn1, pw: string): PbeCipher } }
).pbe;

const binary = (bytes: Uint8Array): string => forge.util.binary.raw.encode(bytes);
const bytes = (text: string): Uint8Array => forge.util.binary.raw.decode(text);

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
    cipher = pbe.getCipher(oid, forge.asn1.fromDer(binary(parameters)), pw);
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
