// Bad input built after a signature, each by a script here: an object stream that lists itself
// among its own members, /Prev chains that loop (onto the same section, or two sections onto each
// other), an xref entry that sends a signed object into a signature's /Contents, and revisions of
// thousands of objects. Each gets a verdict with the modification that decides it, or a
// PdfVerificationError, within the CPU and memory bounds of the fuzz tests.
import { beforeAll, describe, expect, it } from 'vitest';
import { openPdf } from '../parse/document/open-pdf';
import { findSignatures } from '../parse/structure/find-signatures';
import { appendUpdate, latin1, streamBody, text, type FixtureObject } from '../parse/testing/make-pdf.fixture';
import { nextObjectNumber } from '../write/next-object-number';
import { startCpuClock } from '../../test-support/cpu-milliseconds.fixture';
import { PdfVerificationError } from './pdf-verification-error';
import { lastStartXref, pointObjectAtOffset } from './testing/attack-updates.fixture';
import { engine } from './testing/corpus.fixture';
import { CASE_TIME_LIMIT_MS, MEMORY_LIMIT_BYTES } from './testing/hostile-input-bounds.fixture';
import { objectStreamBody } from './testing/object-stream.fixture';
import { makeBasePdf, makeTestPki, signForTest, type TestPki } from './testing/sign-for-test.fixture';
import { toFileVerdict } from './to-file-verdict';
import { verifyPdf } from './verify-pdf';

const AT = new Date('2026-06-01T08:00:00Z');
const PAGE = '/Type /Page /Parent 2 0 R /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >>';
const VOID_CONTENT = streamBody('', 'BT /F1 12 Tf 72 700 Td (Void) Tj ET');
let pki: TestPki;
/** One page, signed once (approval signature, no DocMDP): objects 1–5, the signature after them. */
let signed: Uint8Array;
let next: number;
/** The signature's widget, which the page's /Annots lists. */
let widget: number;

beforeAll(async () => {
  pki = await makeTestPki(engine, AT);
  signed = await signForTest(makeBasePdf(), { engine, pki, signingTime: AT });
  next = nextObjectNumber(openPdf(signed));
  widget = findSignatures(openPdf(signed)).fields[0]!.field.ref!.num;
});

/** Verifies `bytes` as every app does, within the fuzz tests' bounds; the report and the file's verdict. */
async function verifyWithinBounds(bytes: Uint8Array) {
  const cpuMilliseconds = startCpuClock();
  const report = await verifyPdf(bytes, { engine, trustAnchors: [pki.root.der], now: AT });
  expect(cpuMilliseconds()).toBeLessThan(CASE_TIME_LIMIT_MS);
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  expect(heapUsed + arrayBuffers).toBeLessThan(MEMORY_LIMIT_BYTES);
  const [signature] = report.signatures;
  const file = toFileVerdict('bad-input.pdf', report);
  return {
    report,
    file,
    disallowed: signature!.modifications.filter((m) => !m.allowed).map((m) => m.detail),
    warnings: report.document.warnings,
  };
}

/** `bytes` with the last trailer's /Prev rewritten to `offset`, in place (same length or one less space). */
function setLastPrev(bytes: Uint8Array, offset: number): Uint8Array {
  const source = text(bytes);
  const at = source.lastIndexOf('/Prev ');
  const old = /\/Prev (\d+) /.exec(source.slice(at))![0];
  const replacement = `/Prev ${offset}`.padEnd(old.length, ' ');
  expect(replacement.length).toBe(old.length);
  return latin1(source.slice(0, at) + replacement + source.slice(at + old.length));
}

const invalidBecauseModified = { status: 'invalid', verdict: 'invalid', reason: 'SIG_CONSTRAINTS_FAILURE' };

describe('verifyPdf on bad input after a signature', () => {
  it('an object stream that lists itself among its members: the page it redefines is unreadable, a modification', async () => {
    const selfContained = appendUpdate(
      signed,
      [
        {
          num: next,
          body: objectStreamBody([
            { num: next, body: '<< /Type /ObjStm >>' },
            { num: 3, body: `<< ${PAGE} /Annots [${widget} 0 R] >>` },
          ]),
        },
      ],
      { xref: 'stream', xrefNum: next + 1, trailer: '/Root 1 0 R', compressed: { [next]: [next, 0], 3: [next, 1] } },
    );
    const { file, disallowed, warnings } = await verifyWithinBounds(selfContained);
    expect(file).toMatchObject(invalidBecauseModified);
    expect(file.signatures).toMatchObject([{ intact: true, uncovered: 'later-revisions' }]);
    expect(disallowed).toEqual(['page 3 replaced by object']);
    expect(warnings).toContain('OBJECT_UNREADABLE');
  });

  it('a /Prev that points at its own xref section: the xref is rebuilt and the replaced content still found', async () => {
    const update = appendUpdate(signed, [{ num: 4, body: VOID_CONTENT }], { trailer: '/Root 1 0 R' });
    const looped = setLastPrev(update, lastStartXref(update));
    const { file, disallowed, warnings, report } = await verifyWithinBounds(looped);
    expect(warnings).toContain('XREF_REBUILT');
    expect(report.document.recovered).toBe(true);
    expect(file).toMatchObject(invalidBecauseModified);
    expect(disallowed).toEqual(['stream 4 changed']);
  });

  it('two updates whose /Prev point at each other: rebuilt, the allowed annotation passes, the replaced page content does not', async () => {
    const annotation = appendUpdate(
      signed,
      [
        { num: 3, body: `<< ${PAGE} /Annots [${widget} 0 R ${next} 0 R] >>` },
        { num: next, body: '<< /Type /Annot /Subtype /Text /Rect [0 0 10 10] /Contents (seen) >>' },
      ],
      { trailer: '/Root 1 0 R' },
    );
    const content = appendUpdate(annotation, [{ num: 4, body: VOID_CONTENT }], { trailer: '/Root 1 0 R' });
    // The first update's /Prev (to the signed revision) now points at the second update's xref.
    const cycle = content.slice();
    cycle.set(setLastPrev(content.subarray(0, annotation.length), lastStartXref(content)));
    const { file, report } = await verifyWithinBounds(cycle);
    expect(report.document.warnings).toContain('XREF_REBUILT');
    expect(file).toMatchObject(invalidBecauseModified);
    const [signature] = report.signatures;
    expect(signature!.modifications.map((m) => [m.revision, m.detail, m.allowed])).toEqual([
      [2, `annotation ${next} added to page 1`, true],
      [3, 'stream 4 changed', false],
    ]);
  });

  it('an xref entry that sends the page content into the signature’s /Contents: disallowed, though the reader repairs it', async () => {
    const contents = findSignatures(openPdf(signed)).signatures[0]!.contentsSpan!;
    const into = contents.start + 21;
    const { file, disallowed, warnings } = await verifyWithinBounds(pointObjectAtOffset(signed, 4, into));
    expect(warnings).toContain('OBJECT_OFFSET_REPAIRED');
    expect(file).toMatchObject(invalidBecauseModified);
    expect(disallowed).toEqual([
      `xref entry of object 4 points to offset ${into}, where no object starts, before this update`,
    ]);
  });

  it('a writer’s own misplaced offset inside its update is repaired and judged as the object it meant', async () => {
    const update = appendUpdate(
      signed,
      [
        { num: 3, body: `<< ${PAGE} /Annots [${widget} 0 R ${next} 0 R] >>` },
        { num: next, body: '<< /Type /Annot /Subtype /Text /Rect [0 0 10 10] /Contents (seen) >>' },
      ],
      { trailer: '/Root 1 0 R' },
    );
    // The annotation's entry is two bytes early: inside the page written just before it.
    const source = text(update);
    const entry = String(source.indexOf(`\n${next} 0 obj`) + 1).padStart(10, '0');
    const shifted = String(Number(entry) - 2).padStart(10, '0');
    const misplaced = latin1(source.replace(`${entry} 00000 n`, `${shifted} 00000 n`));
    const { file, warnings } = await verifyWithinBounds(misplaced);
    expect(warnings).toContain('OBJECT_OFFSET_REPAIRED');
    expect(file).toMatchObject({ status: 'valid', verdict: 'valid' });
  });

  describe('a revision with thousands of objects', () => {
    const COUNT = 10_000;
    const notes = (): FixtureObject[] =>
      Array.from({ length: COUNT }, (_, i) => ({
        num: next + i,
        body: `<< /Type /Annot /Subtype /Text /Rect [0 0 10 10] /Contents (note ${i}) >>`,
      }));

    it('10,000 new objects nothing refers to: nothing visible changed, valid', async () => {
      const { file, report } = await verifyWithinBounds(appendUpdate(signed, notes(), { trailer: '/Root 1 0 R' }));
      expect(file).toMatchObject({ status: 'valid', verdict: 'valid' });
      expect(report.signatures[0]!.modifications).toEqual([]);
    });

    it('10,000 comments added to the page after an approval signature: each listed, all allowed', async () => {
      const refs = [widget, ...notes().map((n) => n.num)].map((n) => `${n} 0 R`).join(' ');
      const bytes = appendUpdate(signed, [...notes(), { num: 3, body: `<< ${PAGE} /Annots [${refs}] >>` }], {
        trailer: '/Root 1 0 R',
      });
      const { file, report, disallowed } = await verifyWithinBounds(bytes);
      expect(file).toMatchObject({ status: 'valid', verdict: 'valid' });
      expect(disallowed).toEqual([]);
      expect(report.signatures[0]!.modifications).toHaveLength(COUNT);
    });

    it('10,000 comments added, then removed and freed in the next revision: each removal disallowed', async () => {
      const refs = [widget, ...notes().map((n) => n.num)].map((n) => `${n} 0 R`).join(' ');
      const added = appendUpdate(signed, [...notes(), { num: 3, body: `<< ${PAGE} /Annots [${refs}] >>` }], {
        trailer: '/Root 1 0 R',
      });
      const removed = appendUpdate(added, [{ num: 3, body: `<< ${PAGE} /Annots [${widget} 0 R] >>` }], {
        xref: 'stream',
        xrefNum: next + COUNT,
        trailer: '/Root 1 0 R',
        free: notes().map((n) => n.num),
      });
      const { file, report } = await verifyWithinBounds(removed);
      expect(file).toMatchObject(invalidBecauseModified);
      const disallowed = report.signatures[0]!.modifications.filter((m) => m.revision === 3 && !m.allowed);
      // Each comment is reported removed from the page, and deleted while the old page referred to it.
      expect(disallowed).toHaveLength(2 * COUNT);
      expect(disallowed[0]).toMatchObject({ detail: `annotation ${next} removed from page 1` });
    });

    it('10,000 objects freed, the page’s image among them: disallowed', async () => {
      const freed = [5, ...notes().map((n) => n.num)];
      const bytes = appendUpdate(signed, [], {
        xref: 'stream',
        xrefNum: next + COUNT,
        trailer: '/Root 1 0 R',
        free: freed,
      });
      const { file, disallowed } = await verifyWithinBounds(bytes);
      expect(file).toMatchObject(invalidBecauseModified);
      expect(disallowed).toEqual(['object 5 deleted']);
    });
  });

  it('input that cannot be evaluated at all is a PdfVerificationError with the catalogue code, not a crash', async () => {
    // Every xref section loops and no object can be found by scanning either.
    const noObjects = latin1(
      '%PDF-1.7\nxref\n0 1\n0000000000 65535 f\r\ntrailer\n<< /Prev 9 >>\nstartxref\n9\n%%EOF\n',
    );
    await expect(verifyPdf(noObjects, { engine, now: AT })).rejects.toBeInstanceOf(PdfVerificationError);
  });
});
