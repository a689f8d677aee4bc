/// <reference types="node" />
// The signing engine against the product's own validator (verify/): a certified (P=2) document
// signed again in SM2 at B-T, then at B-LTA with a DSS and a document time-stamp — every
// signature intact and trusted under the test roots, every later change an allowed one. This is
// also the SM2 proof NSS (pdfsig) cannot give.
import { describe, expect, it } from 'vitest';
import { verifyPdf } from '../verify/verify-pdf';
import { signPdf } from './sign-pdf';
import { loadCjkFont } from './testing/cjk-font.fixture';
import { twoToneSeal } from './testing/make-png.fixture';
import { makeTestPdf } from './testing/make-test-pdf.fixture';
import { NOW, engine, identity, testTsa } from './testing/test-pki.fixture';

describe('signPdf output under verifyPdf', () => {
  it('certification, SM2 at B-T and a B-LTA signature: all intact, trusted, changes allowed', async () => {
    const rsa = await identity('RSA-2048');
    const sm2 = await identity('SM2');
    const tsa = await testTsa();
    const font = loadCjkFont();
    let pdf = await signPdf(makeTestPdf([{}, { rotate: 90 }]), {
      signer: rsa.signer,
      signingTime: NOW,
      certify: { P: 2 },
      field: { rect: [50, 50, 100, 60] },
      appearance: { image: twoToneSeal(), text: font ? ['张三'] : ['Zhang San'], font },
    });
    pdf = await signPdf(pdf, {
      signer: sm2.signer,
      signingTime: new Date(+NOW + 1000),
      field: { page: 2, rect: [200, 50, 100, 60] },
      appearance: { image: twoToneSeal() },
      level: 'B-T',
      timeStamper: tsa.timeStamper,
    });
    pdf = await signPdf(pdf, {
      signer: rsa.signer,
      signingTime: new Date(+NOW + 2000),
      level: 'B-LTA',
      timeStamper: tsa.timeStamper,
      revocation: { certificates: [rsa.root.der, sm2.root.der] },
    });
    const report = await verifyPdf(pdf, {
      engine,
      trustAnchors: [rsa.root.der, sm2.root.der, tsa.root.der],
      now: new Date(+NOW + 10_000),
    });
    expect(report.signatures.map((s) => s.kind)).toEqual([
      'certification',
      'approval',
      'approval',
      'document-time-stamp',
    ]);
    expect(report.signatures.map((s) => s.signatureAlgorithm)).toEqual([
      'RSASSA-PKCS1-v1_5',
      'SM2',
      'RSASSA-PKCS1-v1_5',
      expect.anything(),
    ]);
    for (const signature of report.signatures) {
      expect(signature).toMatchObject({ intact: true, trusted: true, modifiedAfterSigning: false, problems: [] });
      expect(signature.modifications.filter((m) => !m.allowed)).toEqual([]);
    }
    expect(report.signatures.at(-1)!.coverage).toBe('whole-document');
    expect(report.document.bottomLine).toBe('valid');
  });
});
