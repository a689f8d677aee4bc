// One opened PDF inflates at most its budget (inflate-budget.ts), however many bombs it holds:
// a 1 MB file whose object streams and page content would inflate to about 2 GiB is refused as
// PDF_TOO_COMPLEX by the validator, decoding its pages' content stops at the budget, and the
// memory it held is given back. Bounded by memory and CPU time, never by the clock.
import { resourceUsage, memoryUsage } from 'node:process';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { startCpuClock } from '../../../test-support/cpu-milliseconds.fixture';
import { pdfBomb } from '../../../testing/decompression-bombs.fixture';
import { isPdfVerificationError } from '../../verify/pdf-verification-error';
import { engine } from '../../verify/testing/corpus.fixture';
import { verifyPdf } from '../../verify/verify-pdf';
import { isPdfParseError } from '../pdf-parse-error';
import { PdfStream } from '../model/pdf-stream';
import { MAX_DECODED_STREAM_BYTES } from '../filters/decode-limit';
import { getPages } from '../structure/get-pages';
import { inflateBudgetFor, MAX_INFLATE_BUDGET, MIN_INFLATE_BUDGET } from './inflate-budget';
import { openPdf } from './open-pdf';

const MIB = 1024 * 1024;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const arrayBuffers = () => {
  collectGarbage();
  return memoryUsage().arrayBuffers;
};
/** The process's peak resident memory so far, in bytes. */
const peakRss = () => resourceUsage().maxRSS * 1024;

/** Opens the bomb, loads its pages and decodes each page's content; answers the array buffers held meanwhile. */
function readEveryPage(bomb: Uint8Array): number {
  const doc = openPdf(bomb);
  const pages = getPages(doc);
  // Object streams past the budget read as damaged: not every page can be loaded.
  expect(pages.length).toBeLessThan(16);
  expect(doc.warnings.map((warning) => warning.code)).toContain('INFLATE_BUDGET_SPENT');
  let refused = 0;
  for (const page of pages) {
    const contents = doc.resolve(page.dict.get('Contents'));
    expect(contents).toBeInstanceOf(PdfStream);
    try {
      doc.decodeStream(contents as PdfStream);
    } catch (error) {
      expect(isPdfParseError(error) && error.code).toBe('TOO_COMPLEX');
      refused += 1;
    }
  }
  expect(refused).toBe(pages.length);
  return arrayBuffers();
}

describe('the per-document inflate budget', () => {
  it('is 100 × the file, at least 64 MiB and at most 512 MiB', () => {
    expect(inflateBudgetFor(10_000)).toBe(MIN_INFLATE_BUDGET);
    expect(inflateBudgetFor(2 * MIB)).toBe(200 * MIB);
    expect(inflateBudgetFor(50 * MIB)).toBe(MAX_INFLATE_BUDGET);
  });

  it('stops a small PDF of object-stream and content bombs at its budget and gives the memory back', async () => {
    const bomb = pdfBomb();
    // Over 1.9 GiB declared (16 object streams and 16 pages showing one content stream, 63 MiB each).
    expect(bomb.length).toBeLessThan(2 * MIB);
    const budget = inflateBudgetFor(bomb.length);
    const baseline = arrayBuffers();
    const peakBefore = peakRss();
    const cpu = startCpuClock();

    // Opened in a function of its own, so that nothing of the document is reachable afterwards.
    const held = readEveryPage(bomb) - baseline;
    // What the open document held: the cached object streams within the budget, and at most the
    // one stream that crossed it, never the gigabytes (nor the 256 MiB of object streams a document
    // could cache before there was a budget).
    expect(held).toBeLessThan(budget + MAX_DECODED_STREAM_BYTES);

    // Only the code is kept: an error's unformatted stack trace keeps its frames' objects alive.
    const verification = await verifyPdf(bomb, { engine }).then(
      () => 'verified',
      (error: unknown) => (isPdfVerificationError(error) ? error.catalogueCode : String(error)),
    );
    expect(verification).toBe('PDF_TOO_COMPLEX');
    // V8 lets go of the settled verification and frees array buffers on a background thread after
    // a collection: give it turns of the event loop (a count, not a deadline) until memory is back.
    let left = arrayBuffers() - baseline;
    for (let turn = 0; turn < 200 && left >= 16 * MIB; turn += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      left = arrayBuffers() - baseline;
    }
    expect(left).toBeLessThan(16 * MIB);
    // Inflating what the file declares would take the process past 2 GiB; with the budget the peak
    // (two documents opened one after the other, each with its crossing stream and the inflater's
    // copies) stays below the largest budget any file gets.
    expect(peakRss() - peakBefore).toBeLessThan(MAX_INFLATE_BUDGET);
    // Inflating 2 GiB of zeros costs several CPU seconds; two budgets' worth, well under that.
    expect(cpu()).toBeLessThan(20_000);
  });
});
