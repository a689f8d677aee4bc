// PKCS#12 (RFC 7292) reader for the CLI's --p12 KEY.p12 --pin: checks the MAC, decrypts the safe
// contents and shrouded key bags, and returns keys as PKCS#8 DER and certificates as their exact
// DER — for RSA, EC, SM2 and EdDSA alike (forge's own reader keeps only RSA certificates intact).
import type { DerNode } from '../asn1/der-node';
import { Asn1Error } from '../asn1/asn1-error';
import { bytesEqual } from '../asn1/bytes-equal';
import { parseDer } from '../asn1/parse-der';
import { childAt, contextChild, explicitInner } from '../asn1/der-navigation';
import { readOctetString } from '../asn1/read-bytes';
import { readSmallInteger } from '../asn1/read-integer';
import { readOid } from '../asn1/read-oid';
import { readString } from '../asn1/read-string';
import { OID } from '../asn1/oids';
import { Pkcs12Error } from './pkcs12-error';
import { pbeDecrypt, pkcs12Mac } from './pkcs12-crypto';

export interface Pkcs12Bag {
  readonly der: Uint8Array;
  readonly localKeyId?: Uint8Array;
  readonly friendlyName?: string;
}

export interface Pkcs12Contents {
  /** Private keys as PKCS#8 PrivateKeyInfo DER. */
  readonly keys: readonly Pkcs12Bag[];
  /** X.509 certificates as DER. */
  readonly certificates: readonly Pkcs12Bag[];
}

function decrypt(algorithm: DerNode, encrypted: Uint8Array, password: string): Uint8Array {
  const oid = readOid(childAt(algorithm, 0));
  return pbeDecrypt(oid, childAt(algorithm, 1).der, encrypted, password);
}

function bagAttributes(bag: DerNode): { localKeyId?: Uint8Array; friendlyName?: string } {
  const out: { localKeyId?: Uint8Array; friendlyName?: string } = {};
  for (const attr of bag.children[2]?.children ?? []) {
    const type = readOid(childAt(attr, 0));
    const value = childAt(attr, 1).children[0];
    if (!value) continue;
    if (type === OID.localKeyId) out.localKeyId = readOctetString(value);
    if (type === OID.friendlyName) out.friendlyName = readString(value);
  }
  return out;
}

function readBags(safeContents: Uint8Array, password: string, keys: Pkcs12Bag[], certs: Pkcs12Bag[], depth = 0) {
  for (const bag of parseDer(safeContents).children) {
    const type = readOid(childAt(bag, 0));
    const value = explicitInner(childAt(bag, 1));
    const attributes = bagAttributes(bag);
    if (type === OID.keyBag) keys.push({ der: value.der, ...attributes });
    else if (type === OID.pkcs8ShroudedKeyBag) {
      const pkcs8 = decrypt(childAt(value, 0), readOctetString(childAt(value, 1)), password);
      keys.push({ der: parseDer(pkcs8, { allowTrailing: true }).der, ...attributes });
    } else if (type === OID.certBag && readOid(childAt(value, 0)) === OID.x509Certificate) {
      certs.push({ der: readOctetString(explicitInner(childAt(value, 1))), ...attributes });
    } else if (type === '1.2.840.113549.1.12.10.1.6' && depth < 4) {
      // safeContentsBag: nested SafeContents.
      readBags(value.der, password, keys, certs, depth + 1);
    }
  }
}

/** Opens a PKCS#12 file; throws Pkcs12Error ('wrong-password', 'malformed', 'unsupported'). */
export function parsePkcs12(der: Uint8Array, password: string): Pkcs12Contents {
  try {
    const pfx = parseDer(der, { allowTrailing: true });
    if (readSmallInteger(childAt(pfx, 0)) !== 3) throw new Pkcs12Error('unsupported', 'PKCS#12 version');
    const authSafe = childAt(pfx, 1);
    if (readOid(childAt(authSafe, 0)) !== OID.data) throw new Pkcs12Error('unsupported', 'public-key integrity mode');
    const content = readOctetString(explicitInner(childAt(authSafe, 1)));
    const macData = pfx.children[2];
    if (macData) {
      const digestInfo = childAt(macData, 0);
      const digestOid = readOid(childAt(childAt(digestInfo, 0), 0));
      const iterations = macData.children[2] ? readSmallInteger(macData.children[2]) : 1;
      const mac = pkcs12Mac(digestOid, readOctetString(childAt(macData, 1)), iterations, content, password);
      if (!bytesEqual(mac, readOctetString(childAt(digestInfo, 1)))) {
        throw new Pkcs12Error('wrong-password', 'PKCS#12 MAC mismatch (wrong password?)');
      }
    }
    const keys: Pkcs12Bag[] = [];
    const certificates: Pkcs12Bag[] = [];
    for (const info of parseDer(content).children) {
      const type = readOid(childAt(info, 0));
      const inner = explicitInner(childAt(info, 1));
      if (type === OID.data) readBags(readOctetString(inner), password, keys, certificates);
      else if (type === OID.encryptedData) {
        const encrypted = childAt(inner, 1);
        const ciphertext = contextChild(encrypted, 0);
        if (!ciphertext) continue;
        const plain = decrypt(childAt(encrypted, 1), readOctetString(ciphertext, true), password);
        readBags(plain, password, keys, certificates);
      }
    }
    return Object.freeze({ keys: Object.freeze(keys), certificates: Object.freeze(certificates) });
  } catch (error) {
    if (error instanceof Pkcs12Error) throw error;
    if (error instanceof Asn1Error) throw new Pkcs12Error('malformed', `not a PKCS#12 file: ${error.message}`);
    throw new Pkcs12Error('malformed', (error as Error).message);
  }
}
