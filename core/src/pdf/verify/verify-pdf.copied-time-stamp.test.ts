// A document time-stamp token copied from another document: its imprint is another file's digest.
// The time-stamp then proves nothing about this document, so the archival level (B-LTA) is not
// reached and the time-stamp is indeterminate for that reason — but this document's bytes were
// not changed by it: the signature before it keeps its B and T levels and stays valid.
import { beforeAll, describe, expect, it } from 'vitest';
import { openPdf } from '../parse/document/open-pdf';
import { findSignatures } from '../parse/structure/find-signatures';
import { latin1, text } from '../parse/testing/make-pdf.fixture';
import { signPdf } from '../sign/sign-pdf';
import { makeTestPdf } from '../sign/testing/make-test-pdf.fixture';
import { NOW, engine, identity, testTsa, type TestTsa } from '../sign/testing/test-pki.fixture';
import { deriveVerdict } from './derive-verdict';
import type { PdfVerificationReport } from './types';
import { verifyPdf } from './verify-pdf';

const FAKE_OCSP = Uint8Array.from([0x30, 0x03, 0x0a, 0x01, 0x00]);

let tsa: TestTsa;
beforeAll(async () => {
  tsa = await testTsa();
});

const signLta = async (pages: Parameters<typeof makeTestPdf>[0]) =>
  signPdf(makeTestPdf(pages), {
    signer: (await identity('P-256')).signer,
    signingTime: NOW,
    level: 'B-LTA',
    timeStamper: tsa.timeStamper,
    revocation: { ocspResponses: [FAKE_OCSP] },
  });

/** `target` with its document time-stamp's /Contents replaced by the one of `source`. */
function copyDocumentTimeStamp(target: Uint8Array, source: Uint8Array): Uint8Array {
  const span = (bytes: Uint8Array) => findSignatures(openPdf(bytes)).signatures[1]!.contentsSpan!;
  const to = span(target);
  const from = span(source);
  const token = text(source.subarray(from.start + 1, from.end - 1)).replace(/(00)+$/, '');
  const room = to.end - to.start - 2;
  expect(token.length).toBeLessThanOrEqual(room);
  const out = target.slice();
  out.set(latin1(token.padEnd(room, '0')), to.start + 1);
  return out;
}

describe('a document time-stamp copied from another document', () => {
  let original: PdfVerificationReport;
  let copied: PdfVerificationReport;
  beforeAll(async () => {
    const target = await signLta([{}]);
    const other = await signLta([{}, {}]);
    const options = { engine, trustAnchors: [(await identity('P-256')).root.der, tsa.root.der], now: NOW };
    original = await verifyPdf(target, options);
    copied = await verifyPdf(copyDocumentTimeStamp(target, other), options);
  });

  it('as made, the signature reaches B-LTA and both are valid', () => {
    expect(original.signatures.map((s) => [s.kind, s.bottomLine])).toEqual([
      ['approval', 'valid'],
      ['document-time-stamp', 'valid'],
    ]);
    expect(original.signatures[0]!.level).toBe('B-LTA');
  });

  it('the signature stays valid with its B and T levels; B-LTA is not reached', () => {
    const [sig] = copied.signatures;
    expect(sig).toMatchObject({ intact: true, bottomLine: 'valid', level: 'B-LT' });
    expect(sig!.timeStamps[0]).toMatchObject({ valid: true });
  });

  it('the copied time-stamp is indeterminate because its imprint is not this document, not tampered', () => {
    const stamp = copied.signatures[1]!;
    expect(stamp).toMatchObject({ kind: 'document-time-stamp', intact: false, bottomLine: 'indeterminate' });
    expect(stamp.integrity).toMatchObject({ digest: 'mismatch', signature: 'valid' });
    expect(stamp.problems).toContain('time-stamp-imprint-mismatch');
    expect(stamp.problems).not.toContain('digest-mismatch');
    expect(copied.document.bottomLine).toBe('indeterminate');
    // No proof of existence: the archival time-stamp proves nothing about this document.
    expect(deriveVerdict(stamp)).toEqual({
      verdict: 'indeterminate',
      reason: 'NO_POE',
      problem: 'time-stamp-imprint-mismatch',
    });
  });
});
