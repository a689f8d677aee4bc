// Signature fields as real forms build them, and signature dictionaries rewritten after signing:
// fields whose widgets are separate /Kids reached through indirect arrays and dictionaries, signed
// twice with a form field filled in between (all allowed); and a later revision that redefines an
// earlier signature's dictionary (a new /Reason or /M, in place, inside an object stream, or as a
// new object the field points to), which is a modification of that signature, never a broken one.
import { beforeAll, describe, expect, it } from 'vitest';
import { openPdf } from '../parse/document/open-pdf';
import { appendUpdate, makePdf, streamBody, text } from '../parse/testing/make-pdf.fixture';
import { signPdf } from '../sign/sign-pdf';
import { nextObjectNumber } from '../write/next-object-number';
import { engine } from './testing/corpus.fixture';
import { objectStreamBody } from './testing/object-stream.fixture';
import { makeTestPki, signForTest, type TestPki } from './testing/sign-for-test.fixture';
import { verifyPdf } from './verify-pdf';

const AT = new Date('2026-06-01T08:00:00Z');
let pki: TestPki;
beforeAll(async () => {
  pki = await makeTestPki(engine, AT);
});

const verify = (bytes: Uint8Array) => verifyPdf(bytes, { engine, trustAnchors: [pki.root.der], now: AT });
const sign = (bytes: Uint8Array, field?: number) => signForTest(bytes, { engine, pki, signingTime: AT, field });

const widget = (parent: number, y: number, ap: string) =>
  `<< /Type /Annot /Subtype /Widget /Parent ${parent} 0 R /Rect [72 ${y} 300 ${y + 20}] /P 3 0 R /F 4 /AP ${ap} >>`;
const appearance = (content: string) => streamBody('/Type /XObject /Subtype /Form /BBox [0 0 228 20]', content);

/**
 * A form with a text field 'name' and two empty signature fields 'Sig1', 'Sig2'; every field's
 * widget is a separate kid, and /Fields, /Annots, each /Kids and the name widget's /AP are
 * indirect objects.
 */
function makeKidsForm(): Uint8Array {
  return makePdf(
    [
      { num: 1, body: '<< /Type /Catalog /Pages 2 0 R /AcroForm 30 0 R >>' },
      { num: 2, body: '<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 595 842] >>' },
      { num: 3, body: '<< /Type /Page /Parent 2 0 R /Contents 4 0 R /Annots 32 0 R >>' },
      { num: 4, body: streamBody('', 'BT /F1 12 Tf 72 700 Td (Contract) Tj ET') },
      { num: 10, body: '<< /FT /Tx /T (name) /Kids 33 0 R >>' },
      { num: 12, body: widget(10, 600, '34 0 R') },
      { num: 13, body: '<< /FT /Sig /T (Sig1) /Kids 36 0 R >>' },
      { num: 14, body: widget(13, 100, '<< /N 37 0 R >>') },
      { num: 15, body: '<< /FT /Sig /T (Sig2) /Kids 38 0 R >>' },
      { num: 16, body: widget(15, 50, '<< /N 37 0 R >>') },
      { num: 30, body: '<< /Fields 31 0 R /DA (/Helv 0 Tf 0 g) >>' },
      { num: 31, body: '[10 0 R 13 0 R 15 0 R]' },
      { num: 32, body: '[12 0 R 14 0 R 16 0 R]' },
      { num: 33, body: '[12 0 R]' },
      { num: 34, body: '<< /N 35 0 R >>' },
      { num: 35, body: appearance('') },
      { num: 36, body: '[14 0 R]' },
      { num: 37, body: appearance('') },
      { num: 38, body: '[16 0 R]' },
    ],
    { trailer: '/Root 1 0 R' },
  );
}

/** Fills in 'name': the field's /V, and its widget's /AP dictionary pointing at a new stream. */
function fillName(bytes: Uint8Array, value: string): Uint8Array {
  const next = nextObjectNumber(openPdf(bytes));
  return appendUpdate(
    bytes,
    [
      { num: 10, body: `<< /FT /Tx /T (name) /Kids 33 0 R /V (${value}) >>` },
      { num: 34, body: `<< /N ${next} 0 R >>` },
      { num: next, body: appearance(`/Tx BMC BT /Helv 12 Tf 2 5 Td (${value}) Tj ET EMC`) },
    ],
    { trailer: '/Root 1 0 R' },
  );
}

describe('fields whose widgets are separate kids, signed twice with form filling in between', () => {
  it('both signatures are valid, and every change after the first is signing or form filling', async () => {
    const once = await sign(makeKidsForm(), 13);
    const twice = await sign(fillName(once, 'Alice'), 15);
    const report = await verify(twice);
    expect(report.signatures.map((s) => [s.fieldNames, s.bottomLine])).toEqual([
      [['Sig1'], 'valid'],
      [['Sig2'], 'valid'],
    ]);
    const categories = new Set(report.signatures[0]!.modifications.map((m) => m.category));
    expect([...categories].sort()).toEqual(['form-fill', 'signature']);
    expect(report.document.bottomLine).toBe('valid');
  });

  it('filling in the field twice keeps both valid; re-drawing the filled field alone does not', async () => {
    const once = await sign(makeKidsForm(), 13);
    const refilled = fillName(fillName(once, 'Alice'), 'Bob');
    expect((await verify(refilled)).signatures[0]!.bottomLine).toBe('valid');
    const filled = fillName(once, 'Alice');
    const next = nextObjectNumber(openPdf(filled));
    const redrawn = appendUpdate(
      filled,
      [
        { num: 34, body: `<< /N ${next} 0 R >>` },
        { num: next, body: appearance('BT /Helv 12 Tf 2 5 Td (Mallory) Tj ET') },
      ],
      { trailer: '/Root 1 0 R' },
    );
    const [sig] = (await verify(redrawn)).signatures;
    expect(sig!.bottomLine).toBe('modified');
  });
});

describe('the same form signed by the platform signer', () => {
  const signIn = (bytes: Uint8Array, name: string, rect?: readonly [number, number, number, number]) =>
    signPdf(bytes, {
      signer: { engine, key: pki.key, certificateChain: [pki.signer.der, pki.root.der] },
      signingTime: AT,
      field: { name, rect },
    });

  it.each([
    ['invisible', undefined],
    ['visible', [72, 100, 128, 50] as const],
  ])('%s signatures: both valid', async (_, rect) => {
    const once = await signIn(makeKidsForm(), 'Sig1', rect);
    const twice = await signIn(fillName(once, 'Alice'), 'Sig2', rect && [72, 50, 128, 40]);
    const report = await verify(twice);
    expect(report.signatures.map((s) => s.bottomLine)).toEqual(['valid', 'valid']);
  });

  it('certified (P=2, /Reference and /TransformParams indirect), filled, then signed: both valid', async () => {
    const certified = await signForTest(makeKidsForm(), {
      engine,
      pki,
      signingTime: AT,
      field: 13,
      docMdp: 2,
      indirectReference: true,
    });
    const twice = await signIn(fillName(certified, 'Alice'), 'Sig2', [72, 50, 228, 20]);
    const report = await verify(twice);
    expect(report.signatures.map((s) => [s.kind, s.bottomLine])).toEqual([
      ['certification', 'valid'],
      ['approval', 'valid'],
    ]);
  });
});

describe('a signature dictionary redefined after signing', () => {
  let signed: Uint8Array;
  let sigNum: number;
  let original: string;
  beforeAll(async () => {
    signed = await sign(makeKidsForm(), 13);
    const doc = openPdf(signed);
    sigNum = nextObjectNumber(openPdf(makeKidsForm()));
    const body = text(signed).slice(doc.offsetOf(sigNum)!);
    original = body.slice(body.indexOf('<<'), body.indexOf('endobj')).trim();
  });

  const expectSpoofReported = async (bytes: Uint8Array) => {
    const [sig] = (await verify(bytes)).signatures;
    expect(sig).toMatchObject({ intact: true, modifiedAfterSigning: true, bottomLine: 'modified' });
    expect(sig!.reason).toBeUndefined();
    const disallowed = sig!.modifications.filter((m) => !m.allowed).map((m) => m.detail);
    expect(disallowed.join('\n')).toMatch(/signature dictionary .*changed/);
  };

  it('in place, with a /Reason added', async () => {
    const spoofed = original.replace('/Type /Sig', '/Type /Sig /Reason (I agree to pay 1,000,000)');
    await expectSpoofReported(appendUpdate(signed, [{ num: sigNum, body: spoofed }], { trailer: '/Root 1 0 R' }));
  });

  it('inside an object stream listed by an xref stream, with /M changed', async () => {
    const next = nextObjectNumber(openPdf(signed));
    const spoofed = original.replace(/\/M \([^)]*\)/, '/M (D:20200101000000Z)');
    const bytes = appendUpdate(signed, [{ num: next, body: objectStreamBody([{ num: sigNum, body: spoofed }]) }], {
      xref: 'stream',
      xrefNum: next + 1,
      trailer: '/Root 1 0 R',
      compressed: { [sigNum]: [next, 0] },
    });
    await expectSpoofReported(bytes);
  });

  it('as a new object the field now points to', async () => {
    const next = nextObjectNumber(openPdf(signed));
    const spoofed = original.replace('/Type /Sig', '/Type /Sig /Reason (I agree to pay 1,000,000)');
    const bytes = appendUpdate(
      signed,
      [
        { num: next, body: spoofed },
        { num: 13, body: `<< /FT /Sig /T (Sig1) /Kids 36 0 R /V ${next} 0 R >>` },
      ],
      { trailer: '/Root 1 0 R' },
    );
    await expectSpoofReported(bytes);
  });

  it('a copy claimed by a second field while the first still shows it is not a second valid signature', async () => {
    const next = nextObjectNumber(openPdf(signed));
    const bytes = appendUpdate(
      signed,
      [
        { num: next, body: original },
        { num: next + 1, body: `<< /FT /Sig /T (Sig3) /V ${next} 0 R >>` },
        { num: 31, body: `[10 0 R 13 0 R 15 0 R ${next + 1} 0 R]` },
      ],
      { trailer: '/Root 1 0 R' },
    );
    const { signatures } = await verify(bytes);
    expect(signatures.map((s) => [s.fieldNames, s.intact])).toEqual([
      [['Sig1'], true],
      [['Sig3'], false],
    ]);
  });
});
