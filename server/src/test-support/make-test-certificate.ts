// Test support: a self-signed X.509 certificate for a fresh RSA or ECDSA P-256 key, written with a
// few lines of DER so the server's tests need nothing beyond node:crypto (node-forge belongs to core
// and does not resolve from the server). The key stands in for the one inside a key device.
import { createPrivateKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

export interface TestCertificate {
  /** PEM text of the certificate. */
  pem: string;
  /** The DER bytes in base64. */
  derBase64: string;
  privateKey: KeyObject;
  keyType: 'rsa' | 'ec';
}

export interface TestCertificateOptions {
  keyType: 'rsa' | 'ec';
  commonName?: string;
  notBefore?: Date;
  notAfter?: Date;
  /** RSA only; the server refuses keys under 2048 bits. */
  modulusLength?: number;
  /** ec only; the server takes prime256v1 (P-256) alone. */
  namedCurve?: string;
}

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let rest = n; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}
const tlv = (tag: number, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
};
const sequence = (...items: Buffer[]) => tlv(0x30, ...items);

function oid(text: string): Buffer {
  const [first, second, ...rest] = text.split('.').map(Number);
  const bytes = [first! * 40 + second!];
  for (const arc of rest) {
    const groups: number[] = [];
    let value = arc;
    do {
      groups.unshift(value & 0x7f);
      value = Math.floor(value / 128);
    } while (value > 0);
    bytes.push(...groups.map((group, index) => (index < groups.length - 1 ? group | 0x80 : group)));
  }
  return tlv(0x06, Buffer.from(bytes));
}

function time(date: Date): Buffer {
  const iso = date.toISOString().replace(/[-:T]/g, '').slice(0, 14) + 'Z';
  const year = date.getUTCFullYear();
  return year >= 1950 && year < 2050 ? tlv(0x17, Buffer.from(iso.slice(2), 'ascii')) : tlv(0x18, Buffer.from(iso));
}

const name = (commonName: string) =>
  sequence(tlv(0x31, sequence(oid('2.5.4.3'), tlv(0x0c, Buffer.from(commonName, 'utf8')))));

export function makeTestCertificate(options: TestCertificateOptions): TestCertificate {
  const { publicKey, privateKey } =
    options.keyType === 'rsa'
      ? generateKeyPairSync('rsa', { modulusLength: options.modulusLength ?? 2048 })
      : generateKeyPairSync('ec', { namedCurve: options.namedCurve ?? 'prime256v1' });
  const algorithm =
    options.keyType === 'rsa'
      ? sequence(oid('1.2.840.113549.1.1.11'), Buffer.from([0x05, 0x00]))
      : sequence(oid('1.2.840.10045.4.3.2'));
  const serial = randomBytes(12);
  // A positive INTEGER whose first byte is never 0 (a leading zero byte would be non-minimal DER).
  serial[0] = (serial[0]! & 0x7f) | 0x40;
  const now = Date.now();
  const subject = name(options.commonName ?? 'ecsign test key device');
  const tbs = sequence(
    tlv(0xa0, tlv(0x02, Buffer.from([2]))),
    tlv(0x02, serial),
    algorithm,
    subject,
    sequence(
      time(options.notBefore ?? new Date(now - 86_400_000)),
      time(options.notAfter ?? new Date(now + 365 * 86_400_000)),
    ),
    subject,
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, privateKey);
  const der = sequence(tbs, algorithm, tlv(0x03, Buffer.from([0]), signature));
  const derBase64 = der.toString('base64');
  const pem = `-----BEGIN CERTIFICATE-----\n${derBase64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
  return {
    pem,
    derBase64,
    privateKey: createPrivateKey(privateKey.export({ type: 'pkcs8', format: 'pem' })),
    keyType: options.keyType,
  };
}

/** Signs a challenge nonce as a key device would: base64 of the signature over its UTF-8 bytes. */
export function signNonce(
  certificate: TestCertificate,
  nonce: string,
  dsaEncoding: 'der' | 'ieee-p1363' = 'der',
): string {
  const key = certificate.keyType === 'ec' ? { key: certificate.privateKey, dsaEncoding } : certificate.privateKey;
  return sign('sha256', Buffer.from(nonce, 'utf8'), key).toString('base64');
}
