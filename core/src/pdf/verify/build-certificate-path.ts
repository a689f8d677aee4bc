// Builds a certificate path from a signer up to a trust anchor (RFC 5280 §6, simplified): the
// issuer is found by name (and key identifier when both certificates carry one) among the CMS,
// DSS, extra and anchor certificates, and must have signed the certificate with its key. Stops at
// an anchor (trusted), at a self-signed certificate that is not one or an issuer that cannot be
// found (untrusted: the chain is sound as far as it goes), or at a broken link (an issuer that is
// not a CA, or a signature that does not verify).
import { bytesEqual } from '../asn1/bytes-equal';
import type { CryptoEngine } from '../crypto/types';
import type { Certificate } from '../x509/certificate';
import { namesEqual } from '../x509/names-equal';
import { verifyCertificateSignature } from '../x509/verify-certificate-signature';

export interface CertificatePath {
  readonly chain: readonly Certificate[];
  readonly status: 'trusted' | 'untrusted' | 'chain-broken';
  /** Why the path ends where it does. */
  readonly end:
    | 'anchor'
    | 'self-signed'
    | 'issuer-not-found'
    | 'issuer-not-ca'
    | 'signature-invalid'
    | 'signature-unsupported'
    | 'too-long';
}

const MAX_LENGTH = 12;

const sameCertificate = (a: Certificate, b: Certificate) =>
  bytesEqual(a.der, b.der) ||
  (namesEqual(a.subject, b.subject) && bytesEqual(a.publicKeyInfo.der, b.publicKeyInfo.der));

function mayIssue(issuer: Certificate, child: Certificate): boolean {
  if (!namesEqual(issuer.subject, child.issuer)) return false;
  const aki = child.authorityKeyIdentifier?.keyIdentifier;
  const ski = issuer.subjectKeyIdentifier;
  return !aki || !ski || bytesEqual(aki, ski);
}

/**
 * A CA may sign certificates: basicConstraints cA, and keyCertSign when key usage is present. A
 * v1 certificate has no extensions at all; old self-signed roots (GTE CyberTrust …) are v1, and
 * RFC 5280 §6.1.4 lets them act as roots, but not as intermediates.
 */
function isCa(certificate: Certificate): boolean {
  if (certificate.version < 3 && namesEqual(certificate.subject, certificate.issuer)) return true;
  if (certificate.basicConstraints?.ca !== true) return false;
  return !certificate.keyUsage || certificate.keyUsage.includes('keyCertSign');
}

export async function buildCertificatePath(
  signer: Certificate,
  pool: readonly Certificate[],
  anchors: readonly Certificate[],
  engine: CryptoEngine,
): Promise<CertificatePath> {
  const chain: Certificate[] = [signer];
  let current = signer;
  while (chain.length <= MAX_LENGTH) {
    if (anchors.some((a) => sameCertificate(a, current))) return { chain, status: 'trusted', end: 'anchor' };
    if (
      namesEqual(current.subject, current.issuer) &&
      (await verifyCertificateSignature(current, current, engine)) === 'valid'
    ) {
      return { chain, status: 'untrusted', end: 'self-signed' };
    }
    // Anchors first: a path to an anchor wins over one through a copy from the file.
    const candidates = [...anchors, ...pool].filter(
      (c) => mayIssue(c, current) && !chain.some((x) => sameCertificate(x, c)),
    );
    if (candidates.length === 0) return { chain, status: 'untrusted', end: 'issuer-not-found' };
    let issuer: Certificate | undefined;
    let unsupported = false;
    for (const candidate of candidates) {
      const check = await verifyCertificateSignature(current, candidate, engine);
      if (check === 'valid') {
        issuer = candidate;
        break;
      }
      if (check === 'unsupported') unsupported = true;
    }
    if (!issuer)
      return {
        chain,
        status: unsupported ? 'untrusted' : 'chain-broken',
        end: unsupported ? 'signature-unsupported' : 'signature-invalid',
      };
    chain.push(issuer);
    // A configured anchor is trusted as given; any other issuer must be a CA.
    if (!anchors.some((a) => sameCertificate(a, issuer)) && !isCa(issuer)) {
      return { chain, status: 'chain-broken', end: 'issuer-not-ca' };
    }
    current = issuer;
  }
  return { chain, status: 'untrusted', end: 'too-long' };
}
