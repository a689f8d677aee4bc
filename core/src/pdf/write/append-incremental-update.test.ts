import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPdf } from '../parse/document/open-pdf';
import { PdfDict } from '../parse/model/pdf-dict';
import { PdfName } from '../parse/model/pdf-name';
import { PdfRef } from '../parse/model/pdf-ref';
import type { PdfStream } from '../parse/model/pdf-stream';
import { PdfString } from '../parse/model/pdf-string';
import { findSignatures } from '../parse/structure/find-signatures';
import { latin1, text } from '../parse/testing/make-pdf.fixture';
import { appendIncrementalUpdate } from './append-incremental-update';
import { createStream } from './create-stream';
import { nextObjectNumber } from './next-object-number';
import { PdfWriteError } from './pdf-write-error';

const CORPUS = fileURLToPath(new URL('../../../../tests/fixtures/pdf-signatures/', import.meta.url));
const QPDF = '/usr/bin/qpdf';
const read = (file: string) => new Uint8Array(readFileSync(CORPUS + file));
const hasQpdf = existsSync(QPDF);
if (!hasQpdf) console.log(`skipping qpdf --check of updated files: ${QPDF} is not installed`);
const scratch = mkdtempSync(join(tmpdir(), 'ecsign-pdf-update-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** qpdf's exit status: 0 clean, 2 errors, 3 warnings only. */
function qpdfCheck(bytes: Uint8Array, name: string): number {
  const path = join(scratch, name);
  writeFileSync(path, bytes);
  try {
    execFileSync(QPDF, ['--check', path], { stdio: 'pipe' });
    return 0;
  } catch (error) {
    return (error as { status: number }).status;
  }
}

const SAMPLES: Array<[string, string]> = [
  ['signpdf__signed-twice.pdf', 'table'],
  ['dss__pkcs7-no-message-digest.pdf', 'stream'],
  ['pyhanko__minimal-signed-twice-both-created.pdf', 'stream'], // linearized, object streams
  ['dss__Signature-P-BG_BOR-1.pdf', 'table'], // hybrid before
  ['dss__pdf-with-eof-cr.pdf', 'table'],
  ['dss__pdf-signed-corrupted.pdf', 'table'], // xref rebuilt: a complete xref, no /Prev
];

describe('appendIncrementalUpdate', () => {
  it.each(SAMPLES)('%s: adds a revision of kind %s and keeps every earlier byte', (file, kind) => {
    const original = read(file);
    const doc = openPdf(original);
    const num = nextObjectNumber(doc);
    const note = PdfString.fromText('ecsign 测试');
    const result = appendIncrementalUpdate(doc, {
      objects: [{ ref: new PdfRef(num, 0), value: new PdfDict({ Type: new PdfName('Note'), Text: note }) }],
    });

    expect(result.bytes.subarray(0, original.length)).toEqual(original);
    const reopened = openPdf(result.bytes);
    expect(reopened.recovered).toBe(false);
    expect(reopened.revisions).toHaveLength(doc.revisions.length + 1);
    const latest = reopened.revisions.at(-1)!;
    expect(latest).toMatchObject({ xrefKind: kind, end: result.bytes.length, startxref: result.startxref });
    expect(latest.added).toContain(num);
    expect(latest.changed).toEqual([]);
    expect(reopened.getText(reopened.getObject(num) as PdfDict, 'Text')).toBe('ecsign 测试');
    expect(reopened.getIndirect(num)!.offset).toBe(result.offsets.get(num));
    const span = result.spans.get(note)!;
    expect(text(result.bytes.subarray(span.start, span.end))).toMatch(/^\(\xfe\xff.*\)$/s);
    // Earlier signatures are found as before, at the same places.
    const before = findSignatures(doc).signatures.map((s) => [s.contentsSpan, s.byteRange]);
    expect(findSignatures(reopened).signatures.map((s) => [s.contentsSpan, s.byteRange])).toEqual(before);
    if (hasQpdf) {
      const was = qpdfCheck(original, `original-${file}`);
      expect(qpdfCheck(result.bytes, `updated-${file}`)).toBe(was === 0 ? 0 : was);
    }
  });

  it('changes an existing object: the latest revision sees the new value, earlier ones the old', () => {
    const doc = openPdf(read('pyhanko__minimal-with-field.pdf'));
    const rootRef = doc.trailer.get('Root') as PdfRef;
    const catalog = doc.catalog!.clone().set('Lang', PdfString.fromText('zh-CN'));
    const result = appendIncrementalUpdate(doc, { objects: [{ ref: rootRef, value: catalog }], xref: 'stream' });
    const reopened = openPdf(result.bytes);
    expect(reopened.revisions.at(-1)).toMatchObject({ xrefKind: 'stream', changed: [rootRef.num] });
    expect(reopened.getText(reopened.catalog!, 'Lang')).toBe('zh-CN');
    expect(reopened.atRevision(doc.revisions.length - 1).catalog!.has('Lang')).toBe(false);
    if (hasQpdf) expect(qpdfCheck(result.bytes, 'changed-catalog.pdf')).toBe(0);
  });

  it('supports the signing flow: reserve /Contents and /ByteRange, then fill them in place', () => {
    const doc = openPdf(read('signpdf__w3dummy.pdf'));
    const contents = new PdfString(new Uint8Array(64), true);
    const byteRange = [0, 9_999_999_999, 9_999_999_999, 9_999_999_999];
    const signature = new PdfDict({ Type: new PdfName('Sig'), ByteRange: byteRange, Contents: contents });
    const appearance = createStream(
      new PdfDict({ Type: new PdfName('XObject'), Subtype: new PdfName('Form') }),
      latin1('q Q'),
    );
    const num = nextObjectNumber(doc);
    const result = appendIncrementalUpdate(doc, {
      objects: [
        { ref: new PdfRef(num, 0), value: signature },
        { ref: new PdfRef(num + 1, 0), value: appearance },
      ],
    });
    const bytes = result.bytes.slice();
    const gap = result.spans.get(contents)!;
    const range = result.spans.get(byteRange)!;
    const filled = `[0 ${gap.start} ${gap.end} ${bytes.length - gap.end}]`;
    bytes.set(latin1(filled.padEnd(range.end - range.start, ' ')), range.start);
    bytes.set(latin1('AB'.repeat(64)), gap.start + 1);

    const reopened = openPdf(bytes);
    const sig = reopened.getObject(num) as PdfDict;
    expect(sig.spanOf('Contents')).toEqual(gap);
    expect(reopened.get(sig, 'ByteRange')).toEqual([0, gap.start, gap.end, bytes.length - gap.end]);
    expect((reopened.get(sig, 'Contents') as PdfString).bytes).toEqual(new Uint8Array(64).fill(0xab));
    expect(text(reopened.decodeStream(reopened.getObject(num + 1) as PdfStream).data)).toBe('q Q');
  });

  it('refuses to update an encrypted file', () => {
    const doc = openPdf(read('dss__encrypted-R4-signed.pdf'));
    expect(() => appendIncrementalUpdate(doc, { objects: [] })).toThrow(PdfWriteError);
  });

  it('numbers new objects above every number in use, even past a too-small /Size', () => {
    // qpdf: "reported number of objects (10) is not one plus the highest object number (8)".
    const doc = openPdf(read('pyhanko__coverage-weird-byterange.pdf'));
    const used = Math.max(...doc.revisions.flatMap((r) => [...r.entries.keys()]));
    expect(nextObjectNumber(doc)).toBeGreaterThan(used);
    expect(nextObjectNumber(doc)).toBeGreaterThanOrEqual(doc.trailer.get('Size') as number);
  });
});
