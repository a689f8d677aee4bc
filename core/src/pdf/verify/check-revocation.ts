// Offline revocation checking: the CRLs and OCSP responses the document carries (the DSS, the
// CMS's own CRLs, Adobe's revocation archive attribute) read for every certificate of the signer's
// chain below the anchor. A list or response counts only when the certificate's issuer (or an OCSP
// responder it delegated to) signed it. A certificate revoked at or before the signing time is
// revoked (ETSI EN 319 102-1 INVALID/REVOKED); revoked later while only the claimed time says
// when it signed, nothing proves the signature came first (INDETERMINATE/REVOKED_NO_POE). With a
// time-stamp before the revocation the signature stands, as in pyHanko and EU DSS. Nothing is
// fetched: without embedded data there is no finding (pdfsig -no-ocsp, pyHanko's soft-fail).
import { bytesEqual } from '../asn1/bytes-equal';
import { OID } from '../asn1/oids';
import type { CryptoEngine } from '../crypto/types';
import { ocspCertIdMatchesIssuer } from '../ocsp/ocsp-cert-id';
import { parseOcspResponse } from '../ocsp/parse-ocsp-response';
import type { BasicOcspResponse } from '../ocsp/types';
import type { Certificate } from '../x509/certificate';
import { namesEqual } from '../x509/names-equal';
import { parseCrl, type CertificateRevocationList } from '../x509/parse-crl';
import { verifyCertificateSignature } from '../x509/verify-certificate-signature';
import type { SignatureProblem } from './problem-codes';

/** Revocation data as DER, wherever the document keeps it. */
export interface RevocationSources {
  readonly crls: readonly Uint8Array[];
  readonly ocspResponses: readonly Uint8Array[];
}

export interface ParsedRevocation {
  readonly crls: readonly CertificateRevocationList[];
  readonly ocsp: readonly BasicOcspResponse[];
}

/** Parses what can be parsed; unreadable data proves nothing and is left out. */
export function parseRevocation(sources: readonly RevocationSources[]): ParsedRevocation {
  const crls: CertificateRevocationList[] = [];
  const ocsp: BasicOcspResponse[] = [];
  for (const source of sources) {
    for (const der of source.crls) {
      try {
        crls.push(parseCrl(der));
      } catch {
        // Not a CRL: nothing to learn from it.
      }
    }
    for (const der of source.ocspResponses) {
      try {
        const basic = parseOcspResponse(der).basic;
        if (basic) ocsp.push(basic);
      } catch {
        // Not an OCSP response: likewise.
      }
    }
  }
  return { crls, ocsp };
}

/** When `certificate` was revoked according to a CRL its issuer signed, if one says so. */
async function revokedByCrl(
  certificate: Certificate,
  issuer: Certificate,
  crls: readonly CertificateRevocationList[],
  engine: CryptoEngine,
): Promise<Date | undefined> {
  for (const crl of crls) {
    if (!namesEqual(crl.issuer, certificate.issuer)) continue;
    const entry = crl.revoked.find((e) => e.serialNumber === certificate.serialNumber);
    if (!entry) continue;
    if ((await verifyCertificateSignature(crl, issuer, engine)) === 'valid') return entry.revocationDate;
  }
  return undefined;
}

/** The issuer itself, or a responder certificate it issued for OCSP signing, that signed `response`. */
async function signedByIssuer(response: BasicOcspResponse, issuer: Certificate, engine: CryptoEngine) {
  if ((await verifyCertificateSignature(response, issuer, engine)) === 'valid') return true;
  for (const responder of response.certificates) {
    if (!responder.extendedKeyUsage?.includes(OID.ekuOcspSigning)) continue;
    if (!namesEqual(responder.issuer, issuer.subject)) continue;
    if ((await verifyCertificateSignature(responder, issuer, engine)) !== 'valid') continue;
    if ((await verifyCertificateSignature(response, responder, engine)) === 'valid') return true;
  }
  return false;
}

/** When `certificate` was revoked according to an OCSP response its issuer vouches for. */
async function revokedByOcsp(
  certificate: Certificate,
  issuer: Certificate,
  responses: readonly BasicOcspResponse[],
  engine: CryptoEngine,
): Promise<Date | undefined> {
  for (const response of responses) {
    for (const single of response.responses) {
      if (single.status !== 'revoked' || single.certId.serialNumber !== certificate.serialNumber) continue;
      if (!(await ocspCertIdMatchesIssuer(engine, single.certId, issuer))) continue;
      if (await signedByIssuer(response, issuer, engine)) return single.revocationTime;
    }
  }
  return undefined;
}

export interface RevocationCheck {
  /** The earliest revocation found for a certificate of the chain. */
  readonly revokedAt?: Date;
  readonly problems: readonly SignatureProblem[];
}

/**
 * `chain` is the path from the signer up (as built for trust); each certificate is looked up with
 * the next one as its issuer. `at` is the signing time; `proven` says a time-stamp proves it.
 */
export async function checkRevocation(
  chain: readonly Certificate[],
  revocation: ParsedRevocation,
  options: { readonly engine: CryptoEngine; readonly at: Date; readonly proven: boolean },
): Promise<RevocationCheck> {
  if (revocation.crls.length === 0 && revocation.ocsp.length === 0) return { problems: [] };
  let revokedAt: Date | undefined;
  for (let i = 0; i + 1 < chain.length; i++) {
    const certificate = chain[i]!;
    const issuer = chain[i + 1]!;
    if (bytesEqual(certificate.der, issuer.der)) break;
    const found = [
      await revokedByCrl(certificate, issuer, revocation.crls, options.engine),
      await revokedByOcsp(certificate, issuer, revocation.ocsp, options.engine),
    ].filter((d): d is Date => d !== undefined);
    for (const date of found) if (!revokedAt || date < revokedAt) revokedAt = date;
  }
  if (!revokedAt) return { problems: [] };
  if (revokedAt.getTime() <= options.at.getTime()) return { revokedAt, problems: ['certificate-revoked'] };
  return {
    revokedAt,
    problems: options.proven ? ['certificate-revoked-after-signing'] : ['certificate-revoked-no-poe'],
  };
}
