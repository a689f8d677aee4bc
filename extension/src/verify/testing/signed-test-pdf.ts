// Signed PDFs for the extension's verify tests, made in memory with core's signer: a P-256 root
// and signer valid around now, and the root's PEM the verifier trusts. No corpus files needed.
import { createWebCryptoEngine, signPdf } from '@ecsign/core/pdf';
import { issueTestSigner } from '@ecsign/core/testing';

const engine = createWebCryptoEngine(globalThis.crypto.subtle, {
  getRandomValues: (bytes) => globalThis.crypto.getRandomValues(bytes),
});

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
  const { root, rootPem, signer, key } = await issueTestSigner({ engine, rootName: 'ecsign Extension Test Root' });
  const pdf = await signPdf(unsignedTestPdf(), {
    signer: { engine, key: key.privateKey, certificateChain: [signer.der, root.der] },
    signingTime: new Date(),
    field: { name: 'Signature1', page: 1, rect: [300, 60, 200, 60] },
  });
  return { pdf, rootPem };
}
