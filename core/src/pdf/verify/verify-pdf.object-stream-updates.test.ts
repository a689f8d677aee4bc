// Later updates that put the changed objects inside compressed object streams listed by xref
// streams: a filled field's appearance swapped (either by redefining the field in a new object
// stream, or by writing a new object stream under the old one's number, so that no xref entry of
// the field itself changes) must be reported as a modification; filling in an empty field the
// same way stays allowed.
import { beforeAll, describe, expect, it } from 'vitest';
import { openPdf } from '../parse/document/open-pdf';
import { appendUpdate, makePdf, streamBody } from '../parse/testing/make-pdf.fixture';
import { nextObjectNumber } from '../write/next-object-number';
import { deriveVerdict } from './derive-verdict';
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

const nameField = (extra: string) =>
  `<< /FT /Tx /T (name) /Type /Annot /Subtype /Widget /Rect [72 600 300 620] /P 3 0 R ${extra} >>`;
const amountField = (extra: string) =>
  `<< /FT /Tx /T (amount) /Type /Annot /Subtype /Widget /Rect [72 570 300 590] /P 3 0 R ${extra} >>`;
const appearance = (text: string) =>
  streamBody('/Type /XObject /Subtype /Form /BBox [0 0 228 20]', `BT /Helv 12 Tf 2 5 Td (${text}) Tj ET`);

const resources = (font: string) => `<< /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /${font} >> >> >>`;
const ocProperties = (off: string) => `<< /OCGs [7 0 R] /D << /Order [7 0 R] /OFF [${off}] >> >>`;

/**
 * A one-page form whose field 'name' is filled in ("Alice"); both fields, the page's resources,
 * the optional-content properties and their one layer sit inside object stream 30.
 */
function makeFilledForm(): Uint8Array {
  return makePdf(
    [
      {
        num: 1,
        body: '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [10 0 R 11 0 R] >> /OCProperties 6 0 R >>',
      },
      { num: 2, body: '<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 595 842] >>' },
      {
        num: 3,
        body: '<< /Type /Page /Parent 2 0 R /Contents 4 0 R /Resources 5 0 R /Annots [10 0 R 11 0 R] >>',
      },
      { num: 4, body: streamBody('', 'BT /F1 12 Tf 72 700 Td (Contract) Tj ET') },
      { num: 20, body: appearance('Alice') },
      {
        num: 30,
        body: objectStreamBody([
          { num: 10, body: nameField('/V (Alice) /AP << /N 20 0 R >>') },
          { num: 11, body: amountField('') },
          { num: 5, body: resources('Helvetica') },
          { num: 6, body: ocProperties('') },
          { num: 7, body: '<< /Type /OCG /Name (Watermark) >>' },
        ]),
      },
    ],
    {
      xref: 'stream',
      xrefNum: 40,
      trailer: '/Root 1 0 R',
      compressed: { 10: [30, 0], 11: [30, 1], 5: [30, 2], 6: [30, 3], 7: [30, 4] },
    },
  );
}

let signed: Uint8Array;
let next: number;
beforeAll(async () => {
  signed = await signForTest(makeFilledForm(), { engine, pki, signingTime: AT });
  next = nextObjectNumber(openPdf(signed));
});

/** An update whose xref stream lists `compressed` members of a new object stream `next`. */
function updateInNewObjectStream(members: Array<{ num: number; body: string }>, text: string) {
  const compressed = Object.fromEntries(members.map((m, i) => [m.num, [next, i] as [number, number]]));
  return appendUpdate(
    signed,
    [
      { num: next, body: objectStreamBody(members) },
      { num: next + 1, body: appearance(text) },
    ],
    { xref: 'stream', xrefNum: next + 2, trailer: '/Root 1 0 R', compressed },
  );
}

describe('updates through object streams and xref streams', () => {
  it('the signed file itself is valid', async () => {
    expect((await verify(signed)).document.bottomLine).toBe('valid');
  });

  it('a filled field redefined in a new object stream with another appearance is modified', async () => {
    const bytes = updateInNewObjectStream(
      [{ num: 10, body: nameField(`/V (Alice) /AP << /N ${next + 1} 0 R >>`) }],
      'Mallory',
    );
    const [sig] = (await verify(bytes)).signatures;
    expect(sig).toMatchObject({ intact: true, modifiedAfterSigning: true, bottomLine: 'modified' });
    expect(sig!.modifications).toContainEqual(
      expect.objectContaining({ object: 10, allowed: false, detail: expect.stringMatching(/appearance/) }),
    );
    expect(deriveVerdict(sig!)).toEqual({
      verdict: 'invalid',
      reason: 'SIG_CONSTRAINTS_FAILURE',
      problem: 'modified-after-signing',
    });
  });

  it("a new object stream under the old one's number (no xref entry of the field changes) is modified", async () => {
    const bytes = appendUpdate(
      signed,
      [
        {
          num: 30,
          body: objectStreamBody([
            { num: 10, body: nameField(`/V (Alice) /AP << /N ${next} 0 R >>`) },
            { num: 11, body: amountField('') },
          ]),
        },
        { num: next, body: appearance('Mallory') },
      ],
      { xref: 'stream', xrefNum: next + 1, trailer: '/Root 1 0 R' },
    );
    const [sig] = (await verify(bytes)).signatures;
    expect(sig).toMatchObject({ intact: true, modifiedAfterSigning: true, bottomLine: 'modified' });
    expect(sig!.modifications).toContainEqual(expect.objectContaining({ object: 10, allowed: false }));
  });

  it.each([
    ['the page content stream', () => [{ num: 4, body: streamBody('', 'BT /F1 12 Tf 72 700 Td (Void) Tj ET') }], 4],
    [
      'the page resources (another font)',
      () => [{ num: next, body: objectStreamBody([{ num: 5, body: resources('Courier') }]) }],
      5,
    ],
    [
      'the optional-content state (a layer hidden)',
      () => [{ num: next, body: objectStreamBody([{ num: 6, body: ocProperties('7 0 R') }]) }],
      6,
    ],
  ])('%s replaced through the xref stream is modified', async (_, objects, changed) => {
    const list = objects();
    const compressed = list[0]!.num === next ? { [changed]: [next, 0] as [number, number] } : undefined;
    const bytes = appendUpdate(signed, list, { xref: 'stream', xrefNum: next + 1, trailer: '/Root 1 0 R', compressed });
    const [sig] = (await verify(bytes)).signatures;
    expect(sig).toMatchObject({ intact: true, modifiedAfterSigning: true, bottomLine: 'modified' });
    expect(sig!.modifications).toContainEqual(expect.objectContaining({ object: changed, allowed: false }));
  });

  it("an xref stream entry pointing a field at another object's slot in an object stream is modified", async () => {
    // Object 10's entry names slot 1 of the new stream, which holds object 11: a viewer trusting
    // the slot shows the empty field there; the reader, looking object 10 up by number, would not.
    const bytes = appendUpdate(
      signed,
      [
        {
          num: next,
          body: objectStreamBody([
            { num: 10, body: nameField('/V (Alice) /AP << /N 20 0 R >>') },
            { num: 11, body: amountField('') },
          ]),
        },
      ],
      { xref: 'stream', xrefNum: next + 1, trailer: '/Root 1 0 R', compressed: { 10: [next, 1] } },
    );
    const [sig] = (await verify(bytes)).signatures;
    expect(sig!.bottomLine).toBe('modified');
    expect(sig!.modifications).toContainEqual(
      expect.objectContaining({ object: 10, allowed: false, detail: expect.stringMatching(/points to object 11/) }),
    );
  });

  it('a field freed by an xref stream entry is modified', async () => {
    const bytes = appendUpdate(signed, [], { xref: 'stream', xrefNum: next, trailer: '/Root 1 0 R', free: [11] });
    const [sig] = (await verify(bytes)).signatures;
    expect(sig!.bottomLine).toBe('modified');
    expect(sig!.modifications).toContainEqual(
      expect.objectContaining({ object: 11, allowed: false, detail: 'object 11 deleted' }),
    );
  });

  it('a field locked by FieldMDP filled in through an object stream is modified', async () => {
    const locked = await signForTest(makeFilledForm(), {
      engine,
      pki,
      signingTime: AT,
      lock: { action: 'Include', fields: ['amount'] },
    });
    const n = nextObjectNumber(openPdf(locked));
    const bytes = appendUpdate(
      locked,
      [{ num: n, body: objectStreamBody([{ num: 11, body: amountField('/V (1000000)') }]) }],
      { xref: 'stream', xrefNum: n + 1, trailer: '/Root 1 0 R', compressed: { 11: [n, 0] } },
    );
    const [sig] = (await verify(bytes)).signatures;
    expect(sig!.bottomLine).toBe('modified');
    expect(sig!.modifications).toContainEqual(expect.objectContaining({ field: 'amount', allowed: false }));
  });

  it('filling in the empty field the same way is form filling, allowed', async () => {
    const bytes = updateInNewObjectStream(
      [{ num: 11, body: amountField(`/V (1000) /AP << /N ${next + 1} 0 R >>`) }],
      '1000',
    );
    const [sig] = (await verify(bytes)).signatures;
    expect(sig).toMatchObject({ intact: true, modifiedAfterSigning: false, bottomLine: 'valid' });
    expect(sig!.modifications).toContainEqual(
      expect.objectContaining({ object: 11, category: 'form-fill', field: 'amount', allowed: true }),
    );
  });

  it('changing the filled value together with its appearance is form filling, allowed', async () => {
    const bytes = updateInNewObjectStream(
      [{ num: 10, body: nameField(`/V (Bob) /AP << /N ${next + 1} 0 R >>`) }],
      'Bob',
    );
    const [sig] = (await verify(bytes)).signatures;
    expect(sig).toMatchObject({ modifiedAfterSigning: false, bottomLine: 'valid' });
  });
});
