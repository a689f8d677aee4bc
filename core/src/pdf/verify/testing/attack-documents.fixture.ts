// Test fixture: the unsigned documents the adversarial suite starts from, built byte by byte. An
// attacker prepares the document before it is signed, so each one already holds what a later
// update switches on: a white box over the real amount, an unused page with other text, a
// filled-in form field and page resources inside an object stream.
import { makePdf, streamBody } from '../../parse/testing/make-pdf.fixture';
import { objectStreamBody } from './object-stream.fixture';

/** The amount shown while signing, drawn over the real one on a white box (object 6). */
export const SHOWN_TEXT = 'Pay 100 EUR';
/** The amount hidden under the box, and on the prepared page (object 8). */
export const HIDDEN_TEXT = 'Pay 1000000 EUR';

const text = (value: string, y = 700) => `BT /F1 12 Tf 72 ${y} Td (${value}) Tj ET`;

export const overlayStream = (value: string) => streamBody('', `1 1 1 rg 60 690 300 30 re f 0 0 0 rg ${text(value)}`);

export const appearanceStream = (value: string) =>
  streamBody('/Type /XObject /Subtype /Form /BBox [0 0 228 20]', `BT /Helv 12 Tf 2 5 Td (${value}) Tj ET`);

export const nameField = (extra: string) =>
  `<< /FT /Tx /T (name) /Type /Annot /Subtype /Widget /Rect [72 600 300 620] /P 3 0 R ${extra} >>`;

export const pageResources = (font: string) =>
  `<< /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /${font} >> >> >>`;

/**
 * One page whose content (4) shows HIDDEN_TEXT under an overlay (6) showing SHOWN_TEXT; a page
 * (8) with its own content (7) that no page tree lists yet; the form field 'name' filled in with
 * "Alice" (10, appearance 20) and the page resources (5) inside object stream 30, listed by an
 * xref stream.
 */
export function makeShadowDocument(): Uint8Array {
  return makePdf(
    [
      { num: 1, body: '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [10 0 R] >> >>' },
      { num: 2, body: '<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 595 842] >>' },
      {
        num: 3,
        body: '<< /Type /Page /Parent 2 0 R /Contents [4 0 R 6 0 R] /Resources 5 0 R /Annots [10 0 R] >>',
      },
      { num: 4, body: streamBody('', text(HIDDEN_TEXT)) },
      { num: 6, body: overlayStream(SHOWN_TEXT) },
      { num: 7, body: streamBody('', text(HIDDEN_TEXT)) },
      { num: 8, body: '<< /Type /Page /Parent 2 0 R /Contents 7 0 R /Resources 5 0 R /Annots [10 0 R] >>' },
      { num: 20, body: appearanceStream('Alice') },
      {
        num: 30,
        body: objectStreamBody([
          { num: 10, body: nameField('/V (Alice) /AP << /N 20 0 R >>') },
          { num: 5, body: pageResources('Helvetica') },
        ]),
      },
    ],
    { xref: 'stream', xrefNum: 40, trailer: '/Root 1 0 R', compressed: { 10: [30, 0], 5: [30, 1] } },
  );
}
