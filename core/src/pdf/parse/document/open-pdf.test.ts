import { zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { PdfDict } from '../model/pdf-dict';
import type { PdfStream } from '../model/pdf-stream';
import { PdfParseError } from '../pdf-parse-error';
import { getPages } from '../structure/get-pages';
import {
  appendUpdate,
  latin1,
  makePdf,
  minimalObjects,
  streamBody,
  text,
  type FixtureObject,
} from '../testing/make-pdf.fixture';
import { openPdf } from './open-pdf';

const mediaBox = (view: { getObject: (n: number) => unknown }, num = 3) =>
  (view.getObject(num) as PdfDict).get('MediaBox');
const codes = (doc: { warnings: readonly { code: string }[] }) => doc.warnings.map((w) => w.code);
const parseError = (bytes: Uint8Array) => {
  try {
    openPdf(bytes);
  } catch (error) {
    return error instanceof PdfParseError ? error.code : String(error);
  }
  return 'opened';
};

function objectStream(members: Array<[number, string]>): Uint8Array {
  let header = '';
  let body = '';
  for (const [num, source] of members) {
    header += `${num} ${body.length} `;
    body += `${source}\n`;
  }
  return streamBody(
    `/Type /ObjStm /N ${members.length} /First ${header.length} /Filter /FlateDecode`,
    zlibSync(latin1(header + body)),
  );
}

describe('openPdf: cross-reference tables and revisions', () => {
  const base = makePdf(minimalObjects(), { trailer: '/Root 1 0 R' });

  it('opens a classic file lazily, with the offset of each object', () => {
    const doc = openPdf(base);
    expect(doc.revisions).toHaveLength(1);
    expect(doc.revisions[0]).toMatchObject({
      xrefKind: 'table',
      end: base.length,
      hasEofMarker: true,
      added: [1, 2, 3],
    });
    expect(doc.recovered).toBe(false);
    expect(doc.warnings).toEqual([]);
    expect(getPages(doc)).toHaveLength(1);
    const page = doc.getIndirect(3)!;
    expect(text(base.subarray(page.offset!, page.end!))).toMatch(/^3 0 obj\n<<.*>>\nendobj$/);
  });

  it('keeps each revision, what it changed, and the document as of any revision', () => {
    const updated = appendUpdate(
      base,
      [
        { num: 3, body: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] >>' },
        { num: 4, body: '(new)' },
      ],
      { trailer: '/Root 1 0 R' },
    );
    const doc = openPdf(updated);
    expect(doc.revisions.map((r) => [r.end, r.added, r.changed, r.freed])).toEqual([
      [base.length, [1, 2, 3], [], []],
      [updated.length, [4], [3], []],
    ]);
    expect(doc.revisions[1]!.trailer.get('Prev')).toBe(doc.revisions[0]!.startxref);
    expect(mediaBox(doc)).toEqual([0, 0, 100, 100]);
    expect(mediaBox(doc.atRevision(0))).toEqual([0, 0, 595, 842]);
    expect(doc.atRevision(0).getObject(4)).toBeNull();
    expect(doc.entry(3)?.revision).toBe(1);
    expect(doc.atRevision(0).entry(3)?.revision).toBe(0);
    expect(() => doc.atRevision(2)).toThrow(RangeError);
  });

  it('finds a revision the /Prev chain misses, unless only the chained ones are asked for (a signer)', () => {
    // An update that lists every object again and names no /Prev (the /Prev blanked in place, so
    // no offset moves): the first revision is reachable only by the search for an earlier %%EOF.
    const listedAgain = appendUpdate(base, minimalObjects([{ num: 4, body: '(new)' }]), { trailer: '/Root 1 0 R' });
    const unchained = latin1(text(listedAgain).replace(/\/Prev \d+/, (prev) => ' '.repeat(prev.length)));
    expect(openPdf(unchained).revisions.map((r) => r.end)).toEqual([base.length, unchained.length]);
    const chained = openPdf(unchained, { chainedRevisionsOnly: true });
    expect(chained.revisions.map((r) => r.end)).toEqual([unchained.length]);
    expect(mediaBox(chained)).toEqual([0, 0, 595, 842]);
    expect(chained.getObject(4)).toMatchObject({ bytes: latin1('new') });
  });

  it('reads xref streams with /Index and /Prev, and object streams', () => {
    const first = makePdf(
      [
        { num: 1, body: '<< /Type /Catalog /Pages 2 0 R >>' },
        {
          num: 5,
          body: objectStream([
            [2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
            [3, '<< /Type /Page /Parent 2 0 R /Rotate -90 >>'],
          ]),
        },
      ],
      { xref: 'stream', trailer: '/Root 1 0 R', xrefNum: 6, compressed: { 2: [5, 0], 3: [5, 1] } },
    );
    const second = appendUpdate(first, [{ num: 7, body: '42' }], {
      xref: 'stream',
      trailer: '/Root 1 0 R',
      xrefNum: 8,
    });
    const doc = openPdf(second);
    expect(doc.revisions.map((r) => r.xrefKind)).toEqual(['stream', 'stream']);
    expect(doc.revisions[1]!.added).toEqual([7, 8]);
    expect(doc.getIndirect(3)).toMatchObject({ objectStream: { num: 5, index: 1 } });
    expect(doc.offsetOf(3)).toBeUndefined();
    expect(doc.offsetOf(1)).toBe(text(second).indexOf('1 0 obj'));
    expect(getPages(doc)[0]).toMatchObject({ rotate: 270, mediaBox: [0, 0, 612, 792] });
    expect(doc.getObject(7)).toBe(42);
  });

  it('an object stream rewritten under its old number changes its objects, though their entries stay', () => {
    const first = makePdf(
      [
        { num: 1, body: '<< /Type /Catalog /Pages 2 0 R >>' },
        {
          num: 5,
          body: objectStream([
            [2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
            [3, '<< /Type /Page /Parent 2 0 R /Rotate 0 >>'],
          ]),
        },
      ],
      { xref: 'stream', trailer: '/Root 1 0 R', xrefNum: 6, compressed: { 2: [5, 0], 3: [5, 1] } },
    );
    const stream = objectStream([
      [2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
      [3, '<< /Type /Page /Parent 2 0 R /Rotate 90 >>'],
    ]);
    const second = appendUpdate(first, [{ num: 5, body: stream }], {
      xref: 'stream',
      trailer: '/Root 1 0 R',
      xrefNum: 7,
    });
    const doc = openPdf(second);
    expect(doc.revisions[1]!.changed).toEqual([2, 3, 5]);
    expect(getPages(doc)[0]).toMatchObject({ rotate: 90 });
    expect(getPages(doc.atRevision(0))[0]).toMatchObject({ rotate: 0 });
  });

  it('reads a hybrid file: a table whose /XRefStm adds compressed objects', () => {
    const objects: FixtureObject[] = [
      { num: 1, body: '<< /Type /Catalog /Pages 2 0 R >>' },
      {
        num: 5,
        body: objectStream([
          [2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
          [3, '<< /Type /Page >>'],
        ]),
      },
    ];
    const withStream = makePdf(objects, {
      xref: 'stream',
      trailer: '/Root 1 0 R',
      xrefNum: 6,
      compressed: { 2: [5, 0], 3: [5, 1] },
    });
    const xrefStm = /startxref\n(\d+)/.exec(text(withStream))![1];
    // Replace the tail by a table listing 1 and 5, pointing at the xref stream for the rest.
    const cut = text(withStream).lastIndexOf('startxref');
    const table = `xref\n0 2\n0000000000 65535 f\r\n${String(text(withStream).indexOf('1 0 obj')).padStart(10, '0')} 00000 n\r\n5 1\n${String(text(withStream).indexOf('5 0 obj')).padStart(10, '0')} 00000 n\r\ntrailer\n<< /Size 7 /Root 1 0 R /XRefStm ${xrefStm} >>\nstartxref\n${cut}\n%%EOF\n`;
    const hybrid = latin1(text(withStream).slice(0, cut) + table);
    const doc = openPdf(hybrid);
    expect(doc.revisions.map((r) => r.xrefKind)).toEqual(['hybrid']);
    expect(getPages(doc)).toHaveLength(1);
    expect(doc.recovered).toBe(false);
  });

  it('reads a trailer written without << >>', () => {
    const bytes = latin1(text(base).replace(/<< (\/Size \d+ \/Root 1 0 R) >>/, '$1'));
    expect(text(bytes)).toMatch(/trailer\n\/Size/);
    const doc = openPdf(bytes);
    expect(doc.recovered).toBe(false);
    expect(getPages(doc)).toHaveLength(1);
  });
});

describe('openPdf: damaged files', () => {
  it('rebuilds a missing xref by scanning, one revision per %%EOF', () => {
    const one = makePdf(minimalObjects(), { xref: 'none', trailer: '' });
    const two = appendUpdate(one, [{ num: 3, body: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >>' }], {
      xref: 'none',
      trailer: '',
    });
    const doc = openPdf(two);
    expect(doc.recovered).toBe(true);
    expect(codes(doc)).toContain('XREF_REBUILT');
    expect(codes(doc)).toContain('CATALOG_FROM_SCAN');
    expect(doc.revisions.map((r) => [r.xrefKind, r.end, r.changed])).toEqual([
      ['recovered', one.length, []],
      ['recovered', two.length, [3]],
    ]);
    expect(mediaBox(doc)).toEqual([0, 0, 10, 10]);
    expect(mediaBox(doc.atRevision(0))).toEqual([0, 0, 595, 842]);
  });

  it('rebuilds when startxref points nowhere, and keeps a truncated tail as a revision', () => {
    const good = makePdf(minimalObjects(), { trailer: '/Root 1 0 R' });
    const moved = latin1(text(good).replace(/startxref\n\d+/, 'startxref\n7'));
    expect(openPdf(moved).recovered).toBe(true);
    const truncated = good.subarray(0, text(good).indexOf('xref'));
    const doc = openPdf(truncated);
    expect(doc.revisions).toHaveLength(1);
    expect(doc.revisions[0]).toMatchObject({ hasEofMarker: false, end: truncated.length });
    expect(codes(doc)).toEqual(expect.arrayContaining(['XREF_REBUILT', 'NO_EOF_MARKER', 'CATALOG_FROM_SCAN']));
  });

  it('repairs an offset that misses its object but leaves the xref entry as written', () => {
    const good = makePdf(minimalObjects(), { trailer: '/Root 1 0 R' });
    const offset3 = text(good).indexOf('3 0 obj');
    const shifted = latin1(
      text(good).replace(String(offset3).padStart(10, '0'), String(offset3 - 5).padStart(10, '0')),
    );
    const doc = openPdf(shifted);
    expect(doc.recovered).toBe(true);
    expect(codes(doc)).toEqual(['OBJECT_OFFSET_REPAIRED']);
    expect(doc.revisions[0]!.entries.get(3)).toMatchObject({ offset: offset3 - 5 });
    expect(doc.offsetOf(3)).toBe(offset3);
    expect(getPages(doc)).toHaveLength(1);
  });

  it('checks offsets as the objects are read when asked to (a signer), and repairs the first wrong one then', () => {
    const good = makePdf(minimalObjects(), { trailer: '/Root 1 0 R' });
    const offset3 = text(good).indexOf('3 0 obj');
    const shifted = latin1(
      text(good).replace(String(offset3).padStart(10, '0'), String(offset3 - 5).padStart(10, '0')),
    );
    const doc = openPdf(shifted, { checkOffsetsOnUse: true });
    expect(codes(doc)).toEqual([]);
    expect(doc.catalog).toBeDefined();
    expect(codes(doc)).toEqual([]);
    expect(mediaBox(doc)).toEqual([0, 0, 595, 842]);
    expect(codes(doc)).toEqual(['OBJECT_OFFSET_REPAIRED']);
    expect(doc.getIndirect(3)!.offset).toBe(offset3);
  });

  it('reads xref rows in other forms than the standard 20 bytes the same way', () => {
    const good = makePdf(minimalObjects(), { trailer: '/Root 1 0 R' });
    const loose = latin1(
      text(good).replace(/(\d{10}) (\d{5}) ([nf])(\s*)\n/g, (_row, offset: string, gen: string, type: string) =>
        offset === '0000000000'
          ? `${offset} ${gen} ${type}\r\n`
          : `  ${Number(offset)}   ${Number(gen)} %note\n ${type}\n`,
      ),
    );
    expect(text(loose)).toContain(' %note');
    const expected = openPdf(good).revisions[0]!.entries;
    const doc = openPdf(loose);
    expect(doc.warnings).toEqual([]);
    expect([...doc.revisions[0]!.entries]).toEqual([...expected]);
  });

  it('finds a stream end by "endstream" when /Length is wrong or refers to itself', () => {
    const pdf = makePdf(
      minimalObjects([
        { num: 4, body: '<< /Length 999 >>\nstream\nabc\nendstream' },
        { num: 5, body: '<< /Length 5 0 R >>\nstream\ndefg\r\nendstream' },
        { num: 6, body: '<< /Length 7 0 R >>\nstream\nhi\nendstream' },
        { num: 7, body: '2' },
      ]),
      { trailer: '/Root 1 0 R' },
    );
    const doc = openPdf(pdf);
    const data = (n: number) => text(doc.decodeStream(doc.getObject(n) as PdfStream).data);
    expect([data(4), data(5), data(6)]).toEqual(['abc', 'defg', 'hi']);
    expect((doc.getObject(4) as PdfStream).lengthRepaired).toBe(true);
    expect((doc.getObject(6) as PdfStream).lengthRepaired).toBe(false);
  });

  it('reads null for one unreadable object and carries on', () => {
    const pdf = makePdf(minimalObjects([{ num: 4, body: '['.repeat(5000) }]), { trailer: '/Root 1 0 R' });
    const doc = openPdf(pdf);
    expect(doc.getObject(4)).toBeNull();
    expect(doc.getIndirect(4)?.damaged).toMatch(/nested/);
    expect(codes(doc)).toEqual(['OBJECT_UNREADABLE']);
  });

  it('opens a file without its %PDF header, with a warning', () => {
    const doc = openPdf(
      latin1(text(makePdf(minimalObjects(), { trailer: '/Root 1 0 R' })).replace('%PDF-1.7', '#GARBAGE')),
    );
    expect(doc.headerVersion).toBeUndefined();
    expect(codes(doc)).toEqual(['NO_HEADER']);
  });

  it('refuses what cannot be evaluated with a typed error', () => {
    expect(parseError(new Uint8Array())).toBe('EMPTY');
    expect(parseError(latin1('PK\u0003\u0004 this is a zip file, not a PDF'))).toBe('NOT_A_PDF');
    expect(parseError(latin1('%PDF-1.7\n1 0 obj\n<< /Type /Pages >>\nendobj\n%%EOF\n'))).toBe('DAMAGED');
    expect(parseError(latin1('%PDF-1.4\n%%EOF'))).toBe('DAMAGED');
  });
});
