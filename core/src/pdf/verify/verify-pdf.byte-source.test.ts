// verifyPdf over a PdfByteSource (how `ecsign verify` reads a file): the same report as over the
// bytes in memory, while the reader holds only the file's structure — the data of a large stream
// is neither copied into the reader's image nor read in one piece; the signed bytes go through the
// hash in bounded chunks. Measured as bytes copied out of the source, not as time.
import * as nodeCrypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createNativeCryptoEngine, type NativeCrypto } from '../crypto/create-native-crypto-engine';
import type { PdfByteSource } from '../parse/document/pdf-byte-source';
import { latin1 } from '../parse/testing/make-pdf.fixture';
import { engine as webEngine } from './testing/corpus.fixture';
import { makeBasePdf, makeTestPki, signForTest, type TestPki } from './testing/sign-for-test.fixture';
import { verifyPdf } from './verify-pdf';

const AT = new Date('2026-06-01T08:00:00Z');
const IMAGE_BYTES = 8 * 1024 * 1024;
const nativeEngine = createNativeCryptoEngine(nodeCrypto as NativeCrypto, webEngine);
let pki: TestPki;
let signed: Uint8Array;
beforeAll(async () => {
  pki = await makeTestPki(webEngine, AT);
  signed = await signForTest(makeBasePdf(IMAGE_BYTES), { engine: webEngine, pki, signingTime: AT });
});

interface CountingSource extends PdfByteSource {
  /** Bytes copied into arrays as large as the file: what the reader holds of it. */
  readonly held: () => number;
  /** The largest single read into any other array: the chunk the file is passed through. */
  readonly largestChunk: () => number;
}

function countingSource(bytes: Uint8Array): CountingSource {
  let held = 0;
  let largestChunk = 0;
  return {
    size: bytes.length,
    read(position, target) {
      const part = bytes.subarray(position, position + target.length);
      target.set(part);
      if (target.buffer.byteLength >= bytes.length) held += part.length;
      else largestChunk = Math.max(largestChunk, part.length);
      return part.length;
    },
    held: () => held,
    largestChunk: () => largestChunk,
  };
}

/** Where an ASCII marker first (or last) occurs, without an 8 MB string. */
const imageStart = (bytes: Uint8Array) => Buffer.from(bytes).indexOf('/Subtype /Image');

const options = (engine = nativeEngine) => ({ engine, trustAnchors: [pki.root.der], now: AT });

describe('verifyPdf over a positioned-read source', () => {
  it('gives the report the bytes give, holding under a tenth of an 8 MB file', async () => {
    const source = countingSource(signed);
    const fromSource = await verifyPdf(source, options());
    expect(fromSource.document.bottomLine).toBe('valid');
    expect(fromSource.signatures[0]).toMatchObject({ intact: true, trusted: true });
    expect(fromSource).toEqual(await verifyPdf(signed, options()));
    expect(source.held()).toBeLessThan(signed.length / 10);
    expect(source.largestChunk()).toBeLessThanOrEqual(1024 * 1024 + 64);
  });

  it('sees a change inside the skipped image data: the digest is taken from the source', async () => {
    const tampered = signed.slice();
    const middle = imageStart(signed) + IMAGE_BYTES / 2;
    tampered[middle] = 0xff - tampered[middle]!;
    const report = await verifyPdf(countingSource(tampered), options());
    expect(report.signatures[0]!.intact).toBe(false);
    expect(report).toEqual(await verifyPdf(tampered, options()));
  });

  it('loads the ranges for an engine that cannot hash in chunks, with the same report', async () => {
    const report = await verifyPdf(countingSource(signed), options(webEngine));
    expect(report).toEqual(await verifyPdf(signed, options(webEngine)));
  });

  it('reads the whole file when an offset points into skipped data, as the bytes would be read', async () => {
    const into = imageStart(signed) + IMAGE_BYTES / 3;
    const at = Buffer.from(signed).lastIndexOf('startxref');
    const hostile = new Uint8Array(Buffer.concat([signed.subarray(0, at), latin1(`startxref\n${into}\n%%EOF\n`)]));
    const counting = countingSource(hostile);
    const fromSource = await verifyPdf(counting, options()).catch((error: unknown) => error);
    const fromBytes = await verifyPdf(hostile, options()).catch((error: unknown) => error);
    expect(fromSource).toEqual(fromBytes);
    expect(counting.held()).toBe(hostile.length);
  });
});
