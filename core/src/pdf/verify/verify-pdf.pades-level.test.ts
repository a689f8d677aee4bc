// PAdES levels in a file our engine signed twice: each signing adds its own DSS revision, so the
// second signature's revocation data sit in a later DSS than the first's. Every signature's level
// comes from the DSS revisions after it — the second is B-LT (or B-LTA under a later document
// time-stamp), not B-T — while a signature with no DSS after it stays B-T.
import { describe, expect, it } from 'vitest';
import { signPdf } from '../sign/sign-pdf';
import { makeTestPdf } from '../sign/testing/make-test-pdf.fixture';
import { NOW, engine, identity, testTsa } from '../sign/testing/test-pki.fixture';
import type { PadesLevel, SignPdfOptions } from '../sign/types';
import { verifyPdf } from './verify-pdf';

const FAKE_OCSP = Uint8Array.from([0x30, 0x03, 0x0a, 0x01, 0x00]);
const FAKE_CRL = Uint8Array.from([0x30, 0x02, 0x05, 0x00]);

async function signTwice(levels: [PadesLevel, PadesLevel]): Promise<Uint8Array> {
  const first = await identity('P-256');
  const second = await identity('RSA-2048');
  const tsa = await testTsa();
  const options = (signer: SignPdfOptions['signer'], level: PadesLevel, root: Uint8Array): SignPdfOptions => ({
    signer,
    signingTime: NOW,
    level,
    timeStamper: tsa.timeStamper,
    revocation: { ocspResponses: [FAKE_OCSP], crls: [FAKE_CRL], certificates: [root] },
  });
  const once = await signPdf(makeTestPdf(), options(first.signer, levels[0], first.root.der));
  return signPdf(once, options(second.signer, levels[1], second.root.der));
}

async function levelsOf(bytes: Uint8Array) {
  const report = await verifyPdf(bytes, { engine, trustAnchors: [], now: NOW });
  return report.signatures.filter((s) => s.kind === 'approval').map((s) => [s.intact, s.level]);
}

describe('PAdES level of later signatures', () => {
  it('B-LT twice: the second signature is B-LT from its own, later DSS revision', async () => {
    const bytes = await signTwice(['B-LT', 'B-LT']);
    const report = await verifyPdf(bytes, { engine, trustAnchors: [], now: NOW });
    // Two signatures, two DSS updates: original, sig 1, DSS 1, sig 2, DSS 2.
    expect(report.document.revisions).toBe(5);
    expect(await levelsOf(bytes)).toEqual([
      [true, 'B-LT'],
      [true, 'B-LT'],
    ]);
  });

  it('B-LT then B-LTA: the document time-stamp over the second DSS lifts both to B-LTA', async () => {
    expect(await levelsOf(await signTwice(['B-LT', 'B-LTA']))).toEqual([
      [true, 'B-LTA'],
      [true, 'B-LTA'],
    ]);
  });

  it('B-LT then B-T: a DSS before the second signature does not make it B-LT', async () => {
    expect(await levelsOf(await signTwice(['B-LT', 'B-T']))).toEqual([
      [true, 'B-LT'],
      [true, 'B-T'],
    ]);
  });
});
