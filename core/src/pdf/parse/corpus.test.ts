// Every file of the shared signature corpus (real signed PDFs from DSS, pyHanko, node-signpdf,
// pdfsign, two synthetic SM2 ones): it opens (or is recovered, as decided per file below), has pages, the expected number
// of revisions and of signature fields, every object loads, and each signature's /Contents and
// /ByteRange spans are exact.
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openPdf } from './document/open-pdf';
import type { PdfDocument } from './document/pdf-document';
import { findSignatures, type PdfSignature } from './structure/find-signatures';
import { getPages } from './structure/get-pages';
import { text } from './testing/make-pdf.fixture';

const CORPUS = fileURLToPath(new URL('../../../../tests/fixtures/pdf-signatures/', import.meta.url));

interface Row {
  file: string;
  expected: string;
  notes: string;
  pdfsig: string;
}

const rows: Row[] = readFileSync(`${CORPUS}MANIFEST.tsv`, 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.endsWith('.pdf', line.indexOf('\t')) && line.trim() !== '')
  .map((line) => {
    const [file, , , , expected, notes, pdfsig] = line.split('\t');
    return { file: file!, expected: expected!, notes: notes!, pdfsig: pdfsig! };
  });

/** Per file, how opening goes; files not listed open cleanly (no repair, no warning). */
const OPENING: Record<string, { recovered: boolean; warnings: string[] }> = {
  // "file truncated by 10 bytes": bytes are missing mid-file, every later offset is off by 10.
  'dss__pdf-signed-corrupted.pdf': { recovered: true, warnings: ['XREF_REBUILT'] },
  // The shadow attack's last update points object 6 at object 8's offset.
  'dss__dss-2236-hide.pdf': { recovered: true, warnings: ['OBJECT_OFFSET_REPAIRED'] },
  // "first 7 bytes (%PDF-1.x header) altered".
  'dss__malformed-pades.pdf': { recovered: false, warnings: ['NO_HEADER'] },
};

/**
 * How each signature's /ByteRange relates to the file, where it is not "exact" (starts at 0, leaves
 * out exactly the /Contents string, ends with the revision that wrote the signature). These are the
 * manifest's invalid and tampered cases, and each shape is what the notes describe.
 */
const COVERAGE: Record<string, Array<'exact' | 'gap-mismatch' | 'no-revision' | 'placeholder'>> = {
  'dss__hello_signed_INCSAVE_signed_EDITED.pdf': ['exact', 'gap-mismatch'],
  'dss__pades-spoofing-replaced-reason.pdf': ['gap-mismatch'], // the dictionary was replaced later
  'dss__pdf-byterange-overlap.pdf': ['exact', 'gap-mismatch'],
  'dss__pdf-eof.pdf': ['no-revision'],
  'dss__pdf-signed-corrupted.pdf': ['no-revision'],
  'dss__pdf-signed-out-of-byteRange.pdf': ['gap-mismatch'],
  'pyhanko__coverage-tail-uncovered.pdf': ['no-revision'],
  'pyhanko__coverage-weird-byterange.pdf': ['gap-mismatch'],
  'signpdf__with-placeholder.pdf': ['placeholder'],
};

/** pdfsig lists an empty field as "field not signed"; BadEncodedCMS has a /V pdfsig cannot parse. */
const SIGNED_OVERRIDE: Record<string, number> = { 'dss__BadEncodedCMS.pdf': 1 };

/** Independent of the reader: one revision per %%EOF, less the first-page section of a linearized file. */
function countRevisions(bytes: Uint8Array): number {
  const whole = text(bytes);
  const eofs = whole.split('%%EOF').length - 1;
  return eofs - (whole.slice(0, 1024).includes('/Linearized') ? 1 : 0);
}

function coverageOf(doc: PdfDocument, signature: PdfSignature): string {
  const br = signature.byteRange;
  if (!br) return 'placeholder';
  const span = signature.contentsSpan!;
  if (br.length !== 4 || br[0] !== 0 || br[1] !== span.start || br[2] !== span.end) return 'gap-mismatch';
  const written = doc.revisions[signature.revision!]!;
  const end = br[2]! + br[3]!;
  return end >= written.eofMarkerEnd && end <= written.end ? 'exact' : 'no-revision';
}

describe('signature corpus', () => {
  it('has a manifest row for every PDF of the corpus', () => {
    const files = readdirSync(CORPUS).filter((f) => f.endsWith('.pdf'));
    expect(rows.map((r) => r.file).sort()).toEqual(files.sort());
    expect(rows.length).toBeGreaterThanOrEqual(63);
  });

  describe.each(rows)('$file ($expected)', ({ file, pdfsig }) => {
    const bytes = new Uint8Array(readFileSync(CORPUS + file));
    const doc = openPdf(bytes);
    const found = findSignatures(doc);

    it('opens as decided for this file, with pages and every revision', () => {
      const opening = OPENING[file] ?? { recovered: false, warnings: [] };
      expect(doc.recovered).toBe(opening.recovered);
      expect(doc.warnings.map((w) => w.code)).toEqual(opening.warnings);
      expect(getPages(doc).length).toBeGreaterThan(0);
      expect(doc.revisions).toHaveLength(countRevisions(bytes));
      expect(doc.revisions.at(-1)!.end).toBe(bytes.length);
    });

    it('reads every object in use, including those in object streams', () => {
      const damaged = doc.objectNumbers().filter((num) => doc.getIndirect(num)?.damaged);
      expect(damaged).toEqual([]);
    });

    it('finds the signature fields pdfsig lists, and their signature dictionaries', () => {
      const listed = pdfsig.match(/#\d+ [^;]*/g) ?? [];
      expect(found.fields).toHaveLength(listed.length);
      const signed = SIGNED_OVERRIDE[file] ?? listed.filter((entry) => !entry.includes('field not signed')).length;
      expect(found.fields.filter((f) => f.signature)).toHaveLength(signed);
    });

    it('gives exact spans for /Contents and /ByteRange', () => {
      for (const signature of found.signatures) {
        const contents = signature.contentsSpan!;
        expect(text(bytes.subarray(contents.start, contents.start + 1))).toBe('<');
        expect(text(bytes.subarray(contents.end - 1, contents.end))).toBe('>');
        const hex = text(bytes.subarray(contents.start + 1, contents.end - 1)).replace(/\s/g, '');
        expect(hex.toLowerCase()).toBe(Buffer.from(signature.contents!).toString('hex'));
        const range = signature.byteRangeSpan!;
        const written = text(bytes.subarray(range.start, range.end));
        expect(written).toMatch(/^\[[^[\]]*\]$/);
        if (signature.byteRange)
          expect(written.slice(1, -1).trim().split(/\s+/).map(Number)).toEqual(signature.byteRange);
      }
    });

    it('relates each /ByteRange to the file as the manifest describes', () => {
      const expected = COVERAGE[file] ?? found.signatures.map(() => 'exact');
      expect(found.signatures.map((s) => coverageOf(doc, s))).toEqual(expected);
    });
  });

  it('opens the encrypted file (Standard R4, AESV2) with the empty user password', () => {
    const doc = openPdf(new Uint8Array(readFileSync(`${CORPUS}dss__encrypted-R4-signed.pdf`)));
    expect(doc.encryption).toMatchObject({ r: 4, stringMethod: 'AESV2' });
  });

  it('reads xref streams and object streams (Adobe, DSS and pyHanko files)', () => {
    for (const file of ['dss__DSS-1683.pdf', 'dss__pkcs7.pdf', 'pyhanko__minimal-signed-twice-both-created.pdf']) {
      const doc = openPdf(new Uint8Array(readFileSync(CORPUS + file)));
      expect(doc.revisions.every((r) => r.xrefKind === 'stream')).toBe(true);
      expect(doc.objectNumbers().some((n) => doc.getIndirect(n)?.objectStream)).toBe(true);
    }
  });

  it('finds one signature dictionary shared by two fields', () => {
    const doc = openPdf(new Uint8Array(readFileSync(`${CORPUS}dss__signature-referenced-from-multiple-fields.pdf`)));
    const { fields, signatures } = findSignatures(doc);
    expect(fields.map((f) => f.name)).toHaveLength(2);
    expect(new Set(fields.map((f) => f.name)).size).toBe(2);
    expect(signatures).toHaveLength(1);
    expect(fields[0]!.signature).toBe(fields[1]!.signature);
  });

  it('finds the original of a signature dictionary replaced by a later revision', () => {
    const doc = openPdf(new Uint8Array(readFileSync(`${CORPUS}dss__pades-spoofing-replaced-reason.pdf`)));
    const [latest] = findSignatures(doc).signatures;
    const [original] = findSignatures(doc.atRevision(1)).signatures;
    expect(latest!.revision).toBe(2);
    expect(original!.revision).toBe(1);
    expect(coverageOf(doc, original!)).toBe('exact');
    expect(doc.revisions[2]!.changed).toContain(latest!.ref!.num);
  });
});
