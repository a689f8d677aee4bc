// Signed PDFs for the extension's verify tests, made in memory with core's signer: a P-256 root
// and signer valid around now, and the root's PEM the verifier trusts. No corpus files needed.
import { buildCertificate, createWebCryptoEngine, encodePem, signPdf } from '@ecsign/core/pdf';

const engine = createWebCryptoEngine(globalThis.crypto.subtle, {
  getRandomValues: (bytes) => globalThis.crypto.getRandomValues(bytes),
});
const DAY = 86_400_000;
const ECDSA = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** A one-page A4 PDF with a line of text. */
export function unsignedTestPdf(): Uint8Array {
  const content = 'BT /F1 12 Tf 40 760 Td (Contract for the extension tests) Tj ET';
  const bodies = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let text = '%PDF-1.7\n';
  const offsets = bodies.map((body, i) => {
    const at = text.length;
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = text.length;
  text += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(text);
}

/** A signed PDF and the PEM of the root that makes its signature trusted. */
export async function signedTestPdf(): Promise<{ pdf: Uint8Array; rootPem: string }> {
  const rootKey = await engine.generateKeyPair!({ type: 'EC', curve: 'P-256' });
  const key = await engine.generateKeyPair!({ type: 'EC', curve: 'P-256' });
  const validity = { notBefore: new Date(Date.now() - DAY), notAfter: new Date(Date.now() + 365 * DAY) };
  const root = await buildCertificate({
    engine,
    ...validity,
    serialNumber: 1n,
    subject: [['CN', 'ecsign Extension Test Root']],
    publicKey: rootKey.spki,
    signer: rootKey.privateKey,
    signatureAlgorithm: ECDSA,
    extensions: { basicConstraints: { ca: true }, keyUsage: ['keyCertSign', 'cRLSign'] },
  });
  const signer = await buildCertificate({
    engine,
    ...validity,
    serialNumber: 2n,
    subject: [['CN', '张三']],
    issuer: root,
    publicKey: key.spki,
    signer: rootKey.privateKey,
    signatureAlgorithm: ECDSA,
    extensions: { keyUsage: ['digitalSignature', 'nonRepudiation'] },
  });
  const pdf = await signPdf(unsignedTestPdf(), {
    signer: { engine, key: key.privateKey, certificateChain: [signer.der, root.der] },
    signingTime: new Date(),
    field: { name: 'Signature1', page: 1, rect: [300, 60, 200, 60] },
  });
  return { pdf, rootPem: encodePem('CERTIFICATE', root.der) };
}
