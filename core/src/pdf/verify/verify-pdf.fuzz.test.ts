// The validator on damaged input: thousands of mutated PDFs — bytes flipped,
// truncated, junk and deep nesting inserted, xref offsets shifted, references rewired into loops,
// /Contents overwritten with garbage, /Length made huge — each either yields a frozen report or
// throws PdfVerificationError, each within a time bound, with the heap bounded; and every byte
// changed inside a signed range leaves no signature covering it intact. Inputs: files signed by
// the test signer (classic and xref-stream, one and two signatures) and a few corpus files
// (object streams, DSS, document time-stamps, SM2). About 2,350 cases in a few seconds.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { constants, deflateRawSync } from 'node:zlib';
import { findSignatures } from '../parse/structure/find-signatures';
import { openPdf } from '../parse/document/open-pdf';
import { latin1, makePdf, streamBody, text } from '../parse/testing/make-pdf.fixture';
import { PdfVerificationError } from './pdf-verification-error';
import { CORPUS, engine } from './testing/corpus.fixture';
import { CASE_TIME_LIMIT_MS, MEMORY_LIMIT_BYTES } from './testing/hostile-input-bounds.fixture';
import { makeBasePdf, makeTestPki, signForTest, type TestPki } from './testing/sign-for-test.fixture';
import { verifyPdf } from './verify-pdf';
import { startCpuClock } from '../../test-support/cpu-milliseconds.fixture';

const AT = new Date('2026-06-01T08:00:00Z');
/**
 * CPU time: decompression bombs are inflated up to the document's budget (256 MiB) before they are
 * cut off, about a second of zlib — still far below a hang.
 */
const BOMB_TIME_LIMIT_MS = 15_000;
const CORPUS_SAMPLES = [
  'signpdf__signed-twice.pdf',
  'pyhanko__minimal-signed-twice-no-sig-type.pdf',
  'pyhanko__pades-lta-dss-indirect-arrs-test.pdf',
  'dss__pkcs7.pdf',
  'synthetic__sm2-sm3-valid.pdf',
];

let pki: TestPki;
/** name → bytes; the generated ones also get their signed ranges. */
const samples: { name: string; bytes: Uint8Array }[] = [];
/** Each signature's two signed ranges, [start, end). */
type SignedRanges = readonly [readonly [number, number], readonly [number, number]];
const signedSamples: { name: string; bytes: Uint8Array; ranges: SignedRanges[] }[] = [];
let peakMemory = 0;

beforeAll(async () => {
  pki = await makeTestPki(engine, AT);
  const sign = (bytes: Uint8Array, fieldName = 'Signature1') =>
    signForTest(bytes, { engine, pki, signingTime: AT, fieldName });
  const once = await sign(makeBasePdf(2_000));
  const twice = await sign(once, 'Signature2');
  const xrefStream = await sign(
    makePdf(
      [
        { num: 1, body: '<< /Type /Catalog /Pages 2 0 R >>' },
        { num: 2, body: '<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 595 842] >>' },
        { num: 3, body: '<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>' },
        { num: 4, body: streamBody('', 'BT /F1 12 Tf 72 700 Td (Contract) Tj ET') },
      ],
      { trailer: '/Root 1 0 R', xref: 'stream', xrefNum: 5 },
    ),
  );
  for (const [name, bytes] of [
    ['signed once', once],
    ['signed twice', twice],
    ['xref stream', xrefStream],
  ] as const) {
    const ranges = findSignatures(openPdf(bytes)).signatures.map((s) => {
      const [a, b, c, d] = s.byteRange!;
      const ranges: SignedRanges = [
        [a!, a! + b!],
        [c!, c! + d!],
      ];
      return ranges;
    });
    signedSamples.push({ name, bytes, ranges });
    samples.push({ name, bytes });
  }
  for (const file of CORPUS_SAMPLES) samples.push({ name: file, bytes: new Uint8Array(readFileSync(CORPUS + file)) });
});

/** Verifies `bytes` the way every app does and asserts the contract; answers the report or undefined. */
async function check(bytes: Uint8Array, timeLimitMs = CASE_TIME_LIMIT_MS) {
  const cpuMilliseconds = startCpuClock();
  let report;
  try {
    report = await verifyPdf(bytes, { engine, trustAnchors: [pki.root.der], now: AT });
  } catch (error) {
    expect(error, String((error as Error)?.stack)).toBeInstanceOf(PdfVerificationError);
  }
  expect(cpuMilliseconds()).toBeLessThan(timeLimitMs);
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  peakMemory = Math.max(peakMemory, heapUsed + arrayBuffers);
  expect(peakMemory).toBeLessThan(MEMORY_LIMIT_BYTES);
  if (report) {
    expect(Object.isFrozen(report) && Object.isFrozen(report.document)).toBe(true);
    for (const status of report.signatures) expect(Object.isFrozen(status)).toBe(true);
  }
  return report;
}

const position = fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true });
const at = (where: number, length: number) => Math.floor(where * length);

function splice(bytes: Uint8Array, start: number, end: number, insert: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length - (end - start) + insert.length);
  out.set(bytes.subarray(0, start));
  out.set(insert, start);
  out.set(bytes.subarray(end), start + insert.length);
  return out;
}

/** Every match of `pattern` in the file's bytes read as latin1. */
function matches(bytes: Uint8Array, pattern: RegExp): RegExpExecArray[] {
  return [...text(bytes).matchAll(new RegExp(pattern.source, 'g'))];
}

/** Replaces the `which`-th match (as a fraction of all) of `pattern` with `replace(match)`. */
const rewrite =
  (pattern: RegExp, replace: (match: RegExpExecArray) => string, which: number) =>
  (bytes: Uint8Array): Uint8Array => {
    const found = matches(bytes, pattern);
    if (found.length === 0) return bytes;
    const match = found[at(which, found.length)]!;
    return splice(bytes, match.index, match.index + match[0].length, latin1(replace(match)));
  };

type Mutation = (bytes: Uint8Array) => Uint8Array;
const JUNK = [
  '[',
  '<<',
  '(',
  '{',
  '1 0 R ',
  'endobj\n',
  'stream\n',
  'endstream\n',
  '%%EOF\n',
  'xref\n0 1\n',
  'trailer',
];

const mutations: Record<string, fc.Arbitrary<Mutation>> = {
  'bytes flipped': fc
    .array(fc.tuple(position, fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 20 })
    .map((flips) => (bytes) => {
      const out = bytes.slice();
      for (const [where, value] of flips) out[at(where, out.length)] = value;
      return out;
    }),
  truncated: position.map((where) => (bytes) => bytes.slice(0, at(where, bytes.length))),
  'junk or deep nesting inserted': fc
    .tuple(position, fc.constantFrom(...JUNK), fc.integer({ min: 1, max: 20_000 }))
    .map(([where, junk, times]) => (bytes) => {
      const cut = at(where, bytes.length);
      return splice(bytes, cut, cut, latin1(junk.repeat(times)));
    }),
  'xref offset shifted': fc.tuple(position, fc.integer({ min: -5_000, max: 5_000 })).map(([which, delta]) =>
    rewrite(
      /(\d{10})( \d{5} n)|(startxref\s+)(\d+)/,
      (m) =>
        m[1] !== undefined
          ? `${String(Math.max(0, Number(m[1]) + delta))
              .padStart(10, '0')
              .slice(-10)}${m[2]}`
          : `${m[3]}${Math.max(0, Number(m[4]) + delta)}`,
      which,
    ),
  ),
  'references rewired (loops)': fc
    .tuple(position, fc.integer({ min: 0, max: 40 }))
    .map(([which, target]) =>
      rewrite(
        /(\/(?:Parent|Kids|Pages|Root|Prev|V|P|First|Next|Annots)\s*\[?\s*)(\d+)( \d+ R)?/,
        (m) => `${m[1]}${target}${m[3] ?? ''}`,
        which,
      ),
    ),
  '/Contents garbage': fc
    .tuple(position, fc.constantFrom('random', 'hex', 'short', 'not hex'), fc.integer({ min: 0, max: 2 ** 31 }))
    .map(([which, kind, seed]) =>
      rewrite(
        /\/Contents\s*<([0-9A-Fa-f]*)>/,
        (m) => {
          const length = m[1]!.length;
          let state = seed;
          const next = () => (state = (state * 1_103_515_245 + 12_345) & 0x7fffffff);
          const body =
            kind === 'short'
              ? '3082'
              : Array.from({ length }, () =>
                  kind === 'hex'
                    ? '0123456789abcdef'[next() % 16]
                    : kind === 'not hex'
                      ? '()<>[]/%'[next() % 8]
                      : String.fromCharCode(32 + (next() % 95)),
                ).join('');
          return `/Contents <${body.replace(/>/g, '0')}>`;
        },
        which,
      ),
    ),
  'huge or negative /Length or /ByteRange': fc
    .tuple(position, fc.constantFrom('99999999999', '-1', '4294967296', '1e308', '0'))
    .map(([which, value]) => rewrite(/(\/Length|\/ByteRange\s*\[\s*0)\s+(\d+)/, (m) => `${m[1]} ${value}`, which)),
};

describe('verifyPdf on mutated PDFs (fuzz)', () => {
  for (const [name, mutation] of Object.entries(mutations)) {
    it(`${name}: a report or PdfVerificationError, in time, heap bounded`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: 7 }), mutation, async (sample, mutate) => {
          await check(mutate(samples[sample % samples.length]!.bytes));
        }),
        { numRuns: 250 },
      );
    }, 60_000);
  }

  it('every byte changed inside a signed range leaves no signature covering it intact', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: signedSamples.length - 1 }),
        position,
        fc.integer({ min: 1, max: 255 }),
        async (index, where, delta) => {
          const { bytes, ranges } = signedSamples[index]!;
          // A position inside the union of the signed ranges of the last signature (which covers all).
          const [[a0, a1], [b0, b1]] = ranges[ranges.length - 1]!;
          const inside = at(where, a1 - a0 + (b1 - b0));
          const offset = inside < a1 - a0 ? a0 + inside : b0 + inside - (a1 - a0);
          const mutated = bytes.slice();
          mutated[offset] = (mutated[offset]! + delta) & 0xff;
          const covering = ranges.filter((r) => r.some(([start, end]) => offset >= start && offset < end)).length;
          const report = await check(mutated);
          const intact = report?.signatures.filter((s) => s.intact).length ?? 0;
          // Signatures that do not cover the byte may stay intact; none of those that do.
          expect(intact, `byte ${offset} of ${signedSamples[index]!.name}`).toBeLessThanOrEqual(
            ranges.length - covering,
          );
        },
      ),
      { numRuns: 600 },
    );
  }, 60_000);
});

describe('verifyPdf on hostile structures', () => {
  /**
   * Raw deflate of `mebibytes` MiB of zeros, built from one flushed (byte-aligned, not final) block
   * repeated, then an empty final block: about a megabyte that inflates to a gibibyte.
   */
  const bomb = (mebibytes: number) => {
    const block = deflateRawSync(new Uint8Array(1024 * 1024), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
    const out = new Uint8Array(block.length * mebibytes + 2);
    for (let i = 0; i < mebibytes; i++) out.set(block, i * block.length);
    out.set([0x03, 0x00], block.length * mebibytes);
    return out;
  };

  it('an object stream that inflates to 1 GiB is cut off, not decoded whole', async () => {
    // The catalog's /AcroForm is object 7, which the xref stream says sits in the bomb (object 6).
    const pdf = makePdf(
      [
        { num: 1, body: '<< /Type /Catalog /Pages 2 0 R /AcroForm 7 0 R >>' },
        { num: 6, body: streamBody('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', bomb(1024)) },
      ],
      { trailer: '/Root 1 0 R', xref: 'stream', xrefNum: 8, compressed: { 7: [6, 0] } },
    );
    const report = await check(pdf, BOMB_TIME_LIMIT_MS);
    expect(report?.document.bottomLine).toBe('unsigned');
  }, 30_000);

  it('twenty object streams of 64 MiB each: decoded only up to the document’s budget', async () => {
    // The catalog's /AcroForm lists twenty fields, each in an object stream of its own.
    const fields = Array.from({ length: 20 }, (_, i) => `${100 + i} 0 R`).join(' ');
    const compressed: Record<number, [number, number]> = {};
    const streams = Array.from({ length: 20 }, (_, i) => {
      compressed[100 + i] = [10 + i, 0];
      return { num: 10 + i, body: streamBody('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', bomb(64)) };
    });
    const pdf = makePdf(
      [{ num: 1, body: `<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [${fields}] >> >>` }, ...streams],
      { trailer: '/Root 1 0 R', xref: 'stream', xrefNum: 8, compressed },
    );
    await check(pdf, BOMB_TIME_LIMIT_MS);
  }, 30_000);

  it('an xref stream that inflates to 1 GiB is cut off, not decoded whole', async () => {
    const pdf = makePdf([{ num: 1, body: '<< /Type /Catalog /Pages 2 0 R >>' }], {
      trailer: '/Root 1 0 R',
      xref: 'none',
    });
    const xref = streamBody('/Type /XRef /Size 9 /W [1 4 2] /Root 1 0 R /Filter /FlateDecode', bomb(1024));
    const withBomb = new Uint8Array([
      ...pdf,
      ...latin1('9 0 obj\n'),
      ...xref,
      ...latin1(`\nendobj\nstartxref\n${pdf.length}\n%%EOF\n`),
    ]);
    await check(withBomb, BOMB_TIME_LIMIT_MS);
  }, 30_000);

  it('a page tree, an xref /Prev chain and an outline that loop back on themselves', async () => {
    const looped = makePdf(
      [
        { num: 1, body: '<< /Type /Catalog /Pages 2 0 R /Outlines 4 0 R /AcroForm << /Fields [5 0 R] >> >>' },
        { num: 2, body: '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 /Parent 3 0 R >>' },
        { num: 3, body: '<< /Type /Page /Parent 2 0 R /Kids [2 0 R] /Annots [5 0 R] >>' },
        { num: 4, body: '<< /First 4 0 R /Next 4 0 R >>' },
        { num: 5, body: '<< /FT /Sig /Kids [5 0 R] /Parent 5 0 R /V 6 0 R >>' },
        { num: 6, body: '<< /Type /Sig /ByteRange [0 10 20 30] /Contents <00> /Reference [6 0 R] >>' },
      ],
      { trailer: '/Root 1 0 R /Prev 9' },
    );
    const report = await check(looped);
    expect(report?.document.bottomLine).not.toBe('valid');
  });

  it('an array nested 100,000 deep inside a signature dictionary', async () => {
    const pdf = makePdf(
      [
        { num: 1, body: '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [3 0 R] >> >>' },
        { num: 2, body: '<< /Type /Pages /Kids [] /Count 0 >>' },
        { num: 3, body: `<< /FT /Sig /V << /Type /Sig /Reason ${'['.repeat(100_000)}${']'.repeat(100_000)} >> >>` },
      ],
      { trailer: '/Root 1 0 R' },
    );
    await check(pdf);
  });
});
