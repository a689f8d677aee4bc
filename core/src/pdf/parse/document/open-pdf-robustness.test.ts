// Damaged input never crashes the reader: a mutated corpus file either opens (and every structure
// helper runs on it) or fails with a PdfParseError. The full fuzzing campaign (thousands of files,
// time and memory bounds) belongs to the validator's issue; this guards the reader's own code.
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PdfStream } from '../model/pdf-stream';
import { PdfParseError } from '../pdf-parse-error';
import { findSignatures } from '../structure/find-signatures';
import { getFormFields } from '../structure/get-form-fields';
import { getPages } from '../structure/get-pages';
import { getPermissions } from '../structure/get-permissions';
import { latin1 } from '../testing/make-pdf.fixture';
import { openPdf } from './open-pdf';

const CORPUS = fileURLToPath(new URL('../../../../../tests/fixtures/pdf-signatures/', import.meta.url));
const SAMPLES = [
  'signpdf__signed-twice.pdf',
  'dss__pkcs7.pdf',
  'pyhanko__minimal-signed-twice-no-sig-type.pdf',
  'dss__encrypted-R4-signed.pdf',
].map((file) => new Uint8Array(readFileSync(CORPUS + file)));
const JUNK = [
  '[[[[[[',
  '<<<<',
  '((((',
  '1 0 R ',
  'endobj\n',
  'stream\n',
  '/Length 99999999 ',
  '%%EOF\n',
  'xref\n0 1\n',
  'trailer',
];

type Mutation = (bytes: Uint8Array) => Uint8Array;
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc
    .array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 255 })), {
      minLength: 1,
      maxLength: 30,
    })
    .map((flips) => (bytes: Uint8Array) => {
      const out = bytes.slice();
      for (const [at, value] of flips) out[Math.floor(at * (out.length - 1))] = value;
      return out;
    }),
  fc
    .double({ min: 0, max: 1, noNaN: true })
    .map((at) => (bytes: Uint8Array) => bytes.slice(0, Math.floor(at * bytes.length))),
  fc
    .tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(...JUNK), fc.integer({ min: 1, max: 300 }))
    .map(([at, junk, times]) => (bytes: Uint8Array) => {
      const cut = Math.floor(at * bytes.length);
      const insert = latin1(junk.repeat(times));
      const out = new Uint8Array(bytes.length + insert.length);
      out.set(bytes.subarray(0, cut));
      out.set(insert, cut);
      out.set(bytes.subarray(cut), cut + insert.length);
      return out;
    }),
);

function exercise(bytes: Uint8Array): void {
  let doc;
  try {
    doc = openPdf(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(PdfParseError);
    return;
  }
  for (let r = 0; r < doc.revisions.length; r++) findSignatures(doc.atRevision(r));
  getPages(doc);
  getFormFields(doc);
  getPermissions(doc);
  for (const num of doc.objectNumbers()) {
    const value = doc.getObject(num);
    if (value instanceof PdfStream) doc.decodeStream(value);
  }
}

describe('openPdf on damaged input (property)', () => {
  it('opens or throws PdfParseError, never anything else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: SAMPLES.length - 1 }), mutation, (sample, mutate) => {
        exercise(mutate(SAMPLES[sample]!));
      }),
      { numRuns: 150 },
    );
  });
});
