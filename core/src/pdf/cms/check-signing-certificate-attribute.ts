// ESS signing-certificate(-v2) check (RFC 2634 §5.4, RFC 5035): the signed attribute binds the
// signature to one certificate, so a different certificate with the same key cannot be swapped in.
// The first ESSCertID of each attribute present (v2, and v1 when a signer adds both) must name the
// signer's certificate: by its hash, and by issuer and serial number when those are given.
import { bytesEqual } from '../asn1/bytes-equal';
import { digestAlgorithmFromOid } from '../crypto/digest-algorithms';
import type { CryptoEngine } from '../crypto/types';
import type { Certificate } from '../x509/certificate';
import type { DistinguishedName } from '../x509/distinguished-name';
import type { EssCertId, SignerInfo } from './types';

export type SigningCertificateCheck = 'match' | 'absent' | 'not-checked' | 'hash-mismatch' | 'issuer-serial-mismatch';

/** The same name, also when one writer chose another string type (PrintableString, UTF8String). */
function sameName(a: DistinguishedName, b: DistinguishedName): boolean {
  const text = (n: DistinguishedName) => n.text.replace(/\s+/g, ' ').toLowerCase();
  return bytesEqual(a.der, b.der) || text(a) === text(b);
}

async function checkOne(
  id: EssCertId,
  certificate: Certificate,
  engine: CryptoEngine,
): Promise<SigningCertificateCheck> {
  const hash = digestAlgorithmFromOid(id.hashAlgorithm.oid);
  if (!hash) return 'not-checked';
  if (!bytesEqual(await engine.digest(hash, certificate.der), id.certHash)) return 'hash-mismatch';
  const serial = id.issuerSerial;
  if (serial && serial.serialNumber !== certificate.serialNumber) return 'issuer-serial-mismatch';
  if (serial?.issuer && !sameName(serial.issuer, certificate.issuer)) return 'issuer-serial-mismatch';
  return 'match';
}

export async function checkSigningCertificateAttribute(
  signerInfo: SignerInfo,
  certificate: Certificate | undefined,
  engine: CryptoEngine,
): Promise<SigningCertificateCheck> {
  const ids = [signerInfo.signingCertificates[0], signerInfo.signingCertificatesV1?.[0]].filter(
    (id): id is EssCertId => id !== undefined,
  );
  if (ids.length === 0) return 'absent';
  if (!certificate) return 'not-checked';
  let outcome: SigningCertificateCheck = 'match';
  for (const id of ids) {
    const one = await checkOne(id, certificate, engine);
    if (one === 'hash-mismatch' || one === 'issuer-serial-mismatch') return one;
    if (one === 'not-checked') outcome = one;
  }
  return outcome;
}
