// Hostile xref data: a file may declare far more entries than it holds bytes for. The reader must
// stop at the per-document budget (and fall back to a scan, bounded by the file's size) instead of
// allocating what the file asks for.
import { zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { openPdf } from '../document/open-pdf';
import { PdfDict } from '../model/pdf-dict';
import { PdfName } from '../model/pdf-name';
import { PdfStream } from '../model/pdf-stream';
import { latin1 } from '../testing/make-pdf.fixture';
import { readXrefStreamEntries } from './parse-xref-stream';
import { parseXrefTable } from './parse-xref-table';
import { startCpuClock } from '../../../test-support/cpu-milliseconds.fixture';
import { MAX_XREF_ENTRIES_PER_DOCUMENT, MAX_XREF_STREAM_BYTES_PER_DOCUMENT, XrefBudget } from './xref-budget';

/** A catalog, a page tree and an xref stream object 3 with `xrefEntries` and `data`, found by startxref. */
function fileWithXrefStream(xrefEntries: string, data: Uint8Array): Uint8Array {
  const head = latin1(
    '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n',
  );
  const open = latin1(`3 0 obj\n<< /Type /XRef ${xrefEntries} /Root 1 0 R /Length ${data.length} >>\nstream\n`);
  const tail = latin1(`\nendstream\nendobj\nstartxref\n${head.length}\n%%EOF\n`);
  const out = new Uint8Array(head.length + open.length + data.length + tail.length);
  out.set(head);
  out.set(open, head.length);
  out.set(data, head.length + open.length);
  out.set(tail, head.length + open.length + data.length);
  return out;
}

function xrefStream(entries: string, data: Uint8Array): PdfStream {
  const dict = new PdfDict();
  for (const [, key, value] of entries.matchAll(/\/(\w+) (\[[^\]]*\]|\S+)/g)) {
    const parsed = value!.startsWith('[') ? value!.slice(1, -1).trim().split(/\s+/).map(Number) : undefined;
    dict.set(key!, parsed ?? (value!.startsWith('/') ? new PdfName(value!.slice(1)) : Number(value)));
  }
  return new PdfStream(dict, data);
}

describe('xref budget', () => {
  it('refuses rows of no bytes, which would let /Size alone declare any number of entries', () => {
    const cpuMilliseconds = startCpuClock();
    const doc = openPdf(fileWithXrefStream('/W [0 0 0] /Size 1000000000000', new Uint8Array()));
    // The xref could not be used, so the file was rebuilt by scanning its three objects.
    expect(doc.warnings.map((w) => w.code)).toContain('XREF_REBUILT');
    expect(doc.catalog?.get('Type')).toEqual(new PdfName('Catalog'));
    // CPU time, so a busy machine does not fail it: a budget that failed would loop for hours.
    expect(cpuMilliseconds()).toBeLessThan(2000);
    expect(() => readXrefStreamEntries(xrefStream('/W [0 0 0] /Size 5', new Uint8Array()))).toThrow(/W \[0 0 0\]/);
  });

  it('reads no more rows than the data holds, whatever /Index declares', () => {
    const entries = readXrefStreamEntries(xrefStream('/W [1 2 1] /Index [0 1000000000000]', Uint8Array.of(1, 0, 9, 0)));
    expect([...entries]).toEqual([[0, { type: 'offset', offset: 9, gen: 0 }]]);
  });

  it('stops a flate bomb of one-byte rows at the per-document entry limit', () => {
    const rows = MAX_XREF_ENTRIES_PER_DOCUMENT + 1;
    const bomb = zlibSync(new Uint8Array(rows), { level: 9 });
    expect(bomb.length).toBeLessThan(64 * 1024); // a few kilobytes of file ask for 8 million entries
    const stream = xrefStream(`/W [0 1 0] /Index [0 ${rows}] /Filter /FlateDecode`, bomb);
    expect(() => readXrefStreamEntries(stream)).toThrow(/more than 8388607 entries/);
    const doc = openPdf(fileWithXrefStream(`/W [0 1 0] /Index [0 ${rows}] /Filter /FlateDecode`, bomb));
    expect(doc.warnings.map((w) => w.code)).toContain('XREF_REBUILT');
  });

  it('charges a table subsection its declared count before reading it', () => {
    const table = latin1(`xref\n0 ${MAX_XREF_ENTRIES_PER_DOCUMENT + 1}\n0000000000 65535 f \ntrailer\n<< >>\n`);
    expect(() => parseXrefTable(table, 0)).toThrow(/more than 8388607 entries/);
    // Within the budget the same damaged table fails on its missing entries instead.
    expect(() => parseXrefTable(latin1('xref\n0 3\n0000000000 65535 f \ntrailer\n<< >>\n'), 0)).toThrow(
      /bad xref entry/,
    );
  });

  it('is one budget for all sections of a document', () => {
    const budget = new XrefBudget();
    budget.spendEntries(MAX_XREF_ENTRIES_PER_DOCUMENT - 1, 0);
    const table = latin1('xref\n0 2\n0000000000 65535 f \n0000000015 00000 n \ntrailer\n<< >>\n');
    expect(parseXrefTable(table, 0).entries.size).toBe(2); // a fresh budget has room
    expect(() => parseXrefTable(table, 0, budget)).toThrow(/more than/);

    const bytes = new XrefBudget();
    bytes.spendStreamBytes(MAX_XREF_STREAM_BYTES_PER_DOCUMENT + 1);
    expect(() => readXrefStreamEntries(xrefStream('/W [1 1 1] /Size 1', Uint8Array.of(1, 2, 0)), bytes)).toThrow(
      /decode to too many bytes/,
    );
  });
});
