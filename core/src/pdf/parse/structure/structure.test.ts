import { describe, expect, it } from 'vitest';
import { openPdf } from '../document/open-pdf';
import { makePdf } from '../testing/make-pdf.fixture';
import { findSignatures } from './find-signatures';
import { getFormFields } from './get-form-fields';
import { getPages } from './get-pages';
import { getPermissions } from './get-permissions';

// Catalog 1; page tree 2 → [node 3 → [page 4, page 5], page 6]; node 3 sets Rotate and
// Resources, the root sets MediaBox; page 6 has its own CropBox. Page 5 appears twice (a cycle).
const doc = openPdf(
  makePdf(
    [
      { num: 1, body: '<< /Type /Catalog /Pages 2 0 R /AcroForm 20 0 R /Perms << /DocMDP 30 0 R >> >>' },
      { num: 2, body: '<< /Type /Pages /Kids [3 0 R 6 0 R 2 0 R] /Count 3 /MediaBox [0 0 595 842] >>' },
      {
        num: 3,
        body: '<< /Type /Pages /Kids [4 0 R 5 0 R 5 0 R] /Count 2 /Rotate 450 /Resources << /Font << >> >> >>',
      },
      { num: 4, body: '<< /Type /Page /Parent 3 0 R /Annots [12 0 R] >>' },
      { num: 5, body: '<< /Type /Page /Parent 3 0 R /MediaBox [612 792 0 0] /Annots [13 0 R] >>' },
      { num: 6, body: '<< /Type /Page /Parent 2 0 R /CropBox [10 10 100 100] /Rotate -90 /Annots [14 0 R] >>' },
      { num: 20, body: '<< /Fields [10 0 R 15 0 R 16 0 R] /SigFlags 3 >>' },
      // A parent field "party" with two signature kids, each with its own widget(s).
      { num: 10, body: '<< /T (party) /FT /Sig /Kids [11 0 R 17 0 R] >>' },
      { num: 11, body: '<< /T <FEFF753265B9> /Parent 10 0 R /Kids [12 0 R 13 0 R] /V 30 0 R >>' },
      { num: 12, body: '<< /Type /Annot /Subtype /Widget /Parent 11 0 R /Rect [1 2 3 4] >>' },
      { num: 13, body: '<< /Type /Annot /Subtype /Widget /Parent 11 0 R /Rect [5 6 7 8] /P 4 0 R >>' },
      { num: 17, body: '<< /T (b) /Parent 10 0 R /Subtype /Widget /Rect [0 0 0 0] >>' },
      // A merged field/widget on page 3 whose signature is the same dictionary, and a text field.
      { num: 15, body: '<< /T (copy) /FT /Sig /Subtype /Widget /Rect [9 9 9 9] /V 30 0 R /Ff 1 >>' },
      { num: 14, body: '<< /Type /Annot /Subtype /Widget /Rect [0 0 10 10] /Parent 16 0 R >>' },
      { num: 16, body: '<< /T (name) /FT /Tx /V (Zhang San) /Kids [14 0 R] >>' },
      {
        num: 30,
        body:
          '<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /ETSI.CAdES.detached /ByteRange [0 1 2 3] /Contents <3082> ' +
          '/Reference [<< /Type /SigRef /TransformMethod /DocMDP /TransformParams << /P 1 /V /1.2 >> >>] >>',
      },
    ],
    { trailer: '/Root 1 0 R' },
  ),
);

describe('getPages', () => {
  it('walks the tree in order, inherits attributes, normalises boxes and rotation, and survives cycles', () => {
    const pages = getPages(doc);
    expect(pages.map((p) => p.ref?.num)).toEqual([4, 5, 6]);
    expect(pages.map((p) => [p.mediaBox, p.cropBox, p.rotate])).toEqual([
      [[0, 0, 595, 842], [0, 0, 595, 842], 90],
      [[0, 0, 612, 792], [0, 0, 612, 792], 90],
      [[0, 0, 595, 842], [10, 10, 100, 100], 270],
    ]);
    expect(pages[0]!.resources?.has('Font')).toBe(true);
    expect(pages[2]!.resources).toBeUndefined();
  });
});

describe('getFormFields', () => {
  it('names fields fully, inherits /FT, and finds each widget with its page', () => {
    const fields = getFormFields(doc);
    expect(fields.map((f) => [f.name, f.fieldType, f.flags])).toEqual([
      ['party.甲方', 'Sig', 0],
      ['party.b', 'Sig', 0],
      ['copy', 'Sig', 1],
      ['name', 'Tx', 0],
    ]);
    expect(fields[0]!.widgets.map((w) => [w.ref?.num, w.pageIndex, w.rect])).toEqual([
      [12, 0, [1, 2, 3, 4]],
      [13, 1, [5, 6, 7, 8]],
    ]);
    expect(fields[1]!.widgets.map((w) => [w.ref?.num, w.pageIndex])).toEqual([[17, undefined]]);
    expect(fields[3]!.widgets.map((w) => w.pageIndex)).toEqual([2]);
  });
});

describe('findSignatures', () => {
  it('lists every signature field and shares one dictionary between fields', () => {
    const { fields, signatures } = findSignatures(doc);
    expect(fields.map((f) => [f.name, f.signature?.ref?.num])).toEqual([
      ['party.甲方', 30],
      ['party.b', undefined],
      ['copy', 30],
    ]);
    expect(signatures).toHaveLength(1);
    expect(signatures[0]).toMatchObject({
      type: 'Sig',
      subFilter: 'ETSI.CAdES.detached',
      byteRange: [0, 1, 2, 3],
      revision: 0,
    });
  });
});

describe('getPermissions', () => {
  it('finds the certification signature and its DocMDP level', () => {
    const { docMdp } = getPermissions(doc);
    expect(docMdp?.signatureRef?.num).toBe(30);
    expect(docMdp?.permission).toBe(1);
  });
});
