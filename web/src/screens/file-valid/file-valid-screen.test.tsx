// Spec items this file exercises (docs/spec-items.md): R-file-valid, R-validation-file, R-screen-signature-check,
// V-signature-check-pdf.
// The signature check page in jsdom: PDFs signed in the test with core's signPdf are checked in
// the page (no upload: only the platform root is fetched), with a report per signature, the place
// handed to the page renderer and highlighted; tampered files, unsigned PDFs and other files get
// their messages; without the platform root the page says why nothing is trusted.
import { describe, expect, it, beforeAll } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  buildCertificate,
  createWebCryptoEngine,
  encodePem,
  signPdf,
  type Certificate,
  type GeneratedKeyPair,
} from '@ecsign/core/pdf';
import { renderScreen } from '../../test-support/render-screen';
import { FileValidScreen } from './file-valid-screen';
import type { PageRenderer } from './render-pdf-page';

const engine = createWebCryptoEngine(globalThis.crypto.subtle);
const ECDSA = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** A one-page A4 PDF with a line of text, classic xref. */
function makePdf(): Uint8Array {
  const content = 'BT /F1 12 Tf 72 760 Td (Contract) Tj ET';
  const bodies = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let text = '%PDF-1.7\n';
  const offsets = bodies.map((body, i) => {
    const at = text.length;
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = text.length;
  text += `xref\n0 5\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(text);
}

let root: Certificate;
let signed: Uint8Array;
let unsigned: Uint8Array;

beforeAll(async () => {
  const rootKey: GeneratedKeyPair = await engine.generateKeyPair!({ type: 'EC', curve: 'P-256' });
  const key = await engine.generateKeyPair!({ type: 'EC', curve: 'P-256' });
  const validity = { notBefore: new Date(Date.now() - 86_400_000), notAfter: new Date(Date.now() + 86_400_000) };
  root = await buildCertificate({
    engine,
    ...validity,
    serialNumber: 1n,
    subject: [['CN', 'Platform Test Root']],
    publicKey: rootKey.spki,
    signer: rootKey.privateKey,
    signatureAlgorithm: ECDSA,
    extensions: { basicConstraints: { ca: true }, keyUsage: ['keyCertSign'] },
  });
  const leaf = await buildCertificate({
    engine,
    ...validity,
    serialNumber: 2n,
    subject: [['CN', '张三']],
    issuer: root,
    publicKey: key.spki,
    signer: rootKey.privateKey,
    signatureAlgorithm: ECDSA,
    extensions: { keyUsage: ['digitalSignature'] },
  });
  unsigned = makePdf();
  signed = await signPdf(unsigned, {
    signer: { engine, key: key.privateKey, certificateChain: [leaf.der, root.der] },
    signingTime: new Date(),
    field: { name: 'Seal1', page: 1, rect: [100, 600, 150, 80] },
  });
});

/** A page renderer that draws nothing and maps PDF points 1:1 with the y axis flipped (A4). */
function fakeRenderer() {
  const calls: number[] = [];
  const renderer: PageRenderer = async (_bytes, pageIndex) => {
    calls.push(pageIndex);
    return { width: 595, height: 842, toView: ([x1, y1, x2, y2]) => [x1, 842 - y2, x2 - x1, y2 - y1] };
  };
  return { renderer, calls };
}

const pemReply = () =>
  new Response(encodePem('CERTIFICATE', root.der), { headers: { 'content-type': 'application/x-pem-file' } });
const pdfFile = (name: string, bytes: Uint8Array | string) =>
  new File([bytes as BlobPart], name, { type: 'application/pdf' });

async function open(options: { anchors?: boolean; language?: 'zh' | 'en' } = {}) {
  const { renderer, calls } = fakeRenderer();
  const rendered = await renderScreen(<FileValidScreen params={{}} renderer={renderer} />, {
    url: '/validationFile',
    language: options.language,
    routes: options.anchors === false ? {} : { 'GET pki/root.pem': pemReply },
  });
  return { ...rendered, renderCalls: calls };
}

describe('FileValidScreen', () => {
  it('says the file stays in the browser and fetches only the platform roots', async () => {
    const { calls } = await open();
    expect(screen.getByTestId('privacy-note').textContent).toBe(
      '文件只在您的浏览器中检查，不会离开您的电脑，也不会上传到服务器。',
    );
    await screen.findByText('以平台根证书作为信任锚：由本平台签发证书的签名会显示为可信。');
    expect(calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual(['GET pki/root.pem', 'GET pki/sm2/root.pem']);
  });

  it('checks a signed PDF: valid and trusted, each fact of the signature, and its place highlighted', async () => {
    const { user, calls, renderCalls } = await open();
    await user.upload(screen.getByTestId('file-input'), pdfFile('合同.pdf', signed));
    const card = await screen.findByTestId('verify-report');
    await within(card).findByText('签名有效且可信');
    expect(within(card).getByTestId('verify-verdict').textContent).toBe('验证结论: 有效');
    const details = within(card).getByTestId('verify-signature');
    expect(details.getAttribute('data-field')).toBe('Seal1');
    for (const text of [
      '张三',
      '✓ 签名完整，签署内容未被篡改',
      '✓ 证书链可信',
      '✓ 覆盖整个文件',
      'PAdES B-B',
      'ECDSA with SHA-256',
      '第 1 页',
    ]) {
      expect(within(details).getByText(text)).toBeTruthy();
    }
    expect(within(details).getByText(/（签署人声明）$/)).toBeTruthy();
    const box = await within(details).findByTestId('signature-highlight');
    expect(renderCalls).toEqual([0]);
    // [100, 600, 150, 80] from the top-left corner of the page as displayed.
    expect([box.style.left, box.style.top, box.style.width, box.style.height]).toEqual([
      '100px',
      '162px',
      '150px',
      '80px',
    ]);
    // Nothing but the roots went to the server: the PDF was not uploaded.
    expect(calls.every((c) => c.path.startsWith('pki/'))).toBe(true);
  });

  it('finds a changed byte: tampered, with the problem explained', async () => {
    const { user } = await open();
    const tampered = signed.slice();
    tampered[new TextDecoder('latin1').decode(tampered).indexOf('(Contract)') + 1]! ^= 0x20;
    await user.upload(screen.getByTestId('file-input'), pdfFile('tampered.pdf', tampered));
    const card = await screen.findByTestId('verify-report');
    await waitFor(() => expect(within(card).getByTestId('verify-headline').textContent).toBe('签名后文件被篡改'));
    expect(within(card).getByTestId('verify-signature-bottom-line').textContent).toBe('签名后文件被篡改');
    expect(within(card).getByText('✗ 签名不完整或已被篡改')).toBeTruthy();
    expect(within(card).getByText('签名后文件内容被修改，摘要不一致')).toBeTruthy();
    // The ETSI verdict and its reason, as the CLI's JSON report gives them, in words.
    const verdict = within(card).getByTestId('verify-verdict');
    expect([verdict.dataset.verdict, verdict.dataset.reason]).toEqual(['invalid', 'HASH_FAILURE']);
    expect(verdict.textContent).toBe('验证结论: 无效：签署内容的摘要不一致');
    expect(within(card).getByTestId('verify-signature-verdict').textContent).toBe('无效：签署内容的摘要不一致');
  });

  it('accepts only PDF files carrying e-signatures, several at once', async () => {
    const { user } = await open();
    await user.upload(screen.getByTestId('file-input'), [
      pdfFile('plain.pdf', unsigned),
      pdfFile('notes.pdf', 'hello'),
    ]);
    await waitFor(() => expect(screen.getAllByTestId('verify-headline')).toHaveLength(2));
    for (const alert of screen.getAllByTestId('verify-headline')) {
      expect(alert.textContent).toBe('仅支持检查带有电子签名的PDF文件');
    }
  });

  it('without the platform root: says why, and shows the signature intact but not trusted', async () => {
    const { user } = await open({ anchors: false, language: 'en' });
    await screen.findByText(/The platform root certificate could not be loaded/);
    await user.upload(screen.getByTestId('file-input'), pdfFile('contract.pdf', signed));
    const card = await screen.findByTestId('verify-report');
    await waitFor(() =>
      expect(within(card).getByTestId('verify-headline').textContent).toBe(
        'Signature valid · Certificate chain not trusted',
      ),
    );
    expect(within(card).getByText('✗ Certificate chain not trusted')).toBeTruthy();
    expect(within(card).getByText('The signer certificate does not chain to a trusted root')).toBeTruthy();
    expect(within(card).getByTestId('verify-verdict').textContent).toBe(
      'Verdict: Indeterminate: No chain to a trusted root was found',
    );
  });

  it('takes dropped files too', async () => {
    await open();
    const zone = screen.getByTestId('drop-zone');
    const file = pdfFile('dropped.pdf', signed);
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.dragOver(zone, { dataTransfer: { files: [file] } });
    expect(zone.getAttribute('data-over')).toBe('true');
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    const card = await screen.findByTestId('verify-report');
    expect(card.getAttribute('data-file')).toBe('dropped.pdf');
    await within(card).findByText('签名有效且可信');
  });
});
