// Validation material for PAdES B-LT: for each certificate of the signing chain that names a
// revocation service (AIA OCSP, CRL distribution point), an OCSP response — or, when no responder
// answers, the CRL — fetched over HTTP. A certificate the responder calls revoked is refused with
// the catalogue's CERT_REVOKED; one whose services all fail stops the signing (a B-LT signature
// without its revocation data would not be B-LT). A chain naming no services needs nothing
// fetched: its certificates go into the DSS as they are.
import { AppError } from '@ecsign/core/errors';
import {
  buildOcspCertId,
  buildOcspRequest,
  decodePem,
  namesEqual,
  parseCertificate,
  parseOcspResponse,
  type Certificate,
  type CryptoEngine,
  type RevocationData,
} from '@ecsign/core/pdf';

export interface FetchRevocationOptions {
  /** DER, the signer's certificate first (as PdfSigner.certificateChain). */
  readonly chain: readonly Uint8Array[];
  readonly engine: CryptoEngine;
  readonly fetch: typeof fetch;
  /** The error to throw when no service of `certificate` gave an answer. */
  readonly unavailable: (certificate: Certificate, sources: readonly string[], reason: string) => Error;
}

const isHttp = (url: string) => /^https?:\/\//i.test(url);

export async function fetchRevocationData(options: FetchRevocationOptions): Promise<RevocationData> {
  const chain = options.chain.map((der) => parseCertificate(der));
  const ocspResponses: Uint8Array[] = [];
  const crls: Uint8Array[] = [];
  const certificates: Uint8Array[] = [];
  for (const certificate of chain) {
    if (namesEqual(certificate.subject, certificate.issuer)) continue; // a root is trusted, not checked
    const issuer = chain.find((c) => c !== certificate && namesEqual(c.subject, certificate.issuer));
    const ocspUrls = issuer ? certificate.ocspUrls.filter(isHttp) : [];
    const crlUrls = certificate.crlDistributionPoints.filter(isHttp);
    if (ocspUrls.length + crlUrls.length === 0) continue;
    const failures: string[] = [];
    let found = false;
    for (const url of ocspUrls) {
      try {
        const answer = await askOcsp(options, url, certificate, issuer!);
        ocspResponses.push(answer.der);
        certificates.push(...answer.certificates);
        found = true;
        break;
      } catch (error) {
        if (error instanceof AppError) throw error;
        failures.push(`${url}: ${(error as Error).message}`);
      }
    }
    for (const url of found ? [] : crlUrls) {
      try {
        crls.push(await downloadCrl(options.fetch, url));
        found = true;
        break;
      } catch (error) {
        failures.push(`${url}: ${(error as Error).message}`);
      }
    }
    if (!found) throw options.unavailable(certificate, [...ocspUrls, ...crlUrls], failures.join('; '));
  }
  return { ocspResponses, crls, certificates };
}

async function askOcsp(options: FetchRevocationOptions, url: string, certificate: Certificate, issuer: Certificate) {
  const certId = await buildOcspCertId(options.engine, issuer, certificate.serialNumber);
  const nonce = await options.engine.randomBytes(16);
  const response = await options.fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/ocsp-request', Accept: 'application/ocsp-response' },
    body: buildOcspRequest({ certIds: [certId], nonce }) as Uint8Array<ArrayBuffer>,
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const der = new Uint8Array(await response.arrayBuffer());
  const parsed = parseOcspResponse(der);
  if (parsed.status !== 'successful' || !parsed.basic) throw new Error(`OCSP ${parsed.status}`);
  const single = parsed.basic.responses.find((r) => r.certId.serialNumber === certificate.serialNumber);
  if (!single || single.status === 'unknown') throw new Error('the responder does not know the certificate');
  if (single.status === 'revoked') {
    throw new AppError('CERT_REVOKED', {
      internal: `${url}: serial ${certificate.serialHex} revoked at ${single.revocationTime.toISOString()}`,
    });
  }
  return { der, certificates: parsed.basic.certificates.map((c) => c.der) };
}

async function downloadCrl(fetchCrl: typeof fetch, url: string): Promise<Uint8Array> {
  const response = await fetchCrl(url, { headers: { Accept: 'application/pkix-crl' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // Some CAs publish PEM; the DSS holds DER.
  if (bytes[0] !== 0x30) {
    const pem = decodePem(new TextDecoder().decode(bytes)).find((block) => block.label === 'X509 CRL');
    if (!pem) throw new Error('not a CRL');
    return pem.der;
  }
  return bytes;
}
