import { describe, expect, it } from 'vitest';
import type { PdfRevision } from '../parse/xref/pdf-revision';
import { latin1 } from '../parse/testing/make-pdf.fixture';
import { checkByteRange } from './check-byte-range';

// 0..9 "%PDF-1.7\n", 10..17 "<00ff00>", then the rest up to a revision ending at 30 (EOL at 29).
const file = latin1('%PDF-1.7\nA<00ff00>/M(x) %%EOF\n');
const revision = { index: 0, eofMarkerEnd: 29, end: 30 } as PdfRevision;
const own = { start: 10, end: 18 };
const check = (range: number[] | undefined, span = own) => checkByteRange(file, [revision], range, span);

describe('checkByteRange', () => {
  it('accepts two ranges from 0 that leave out exactly the own /Contents and end with the revision', () => {
    expect(check([0, 10, 18, 12])).toEqual({
      status: 'ok',
      ranges: [
        { start: 0, end: 10 },
        { start: 18, end: 30 },
      ],
      signedRevision: 0,
    });
    // Ending after %%EOF but before its end of line is accepted too (node-signpdf does that).
    expect(check([0, 10, 18, 11]).status).toBe('ok');
  });

  it.each([
    [undefined, 'missing'],
    [[0, 10, 18], 'malformed'],
    [[1, 9, 18, 12], 'malformed'],
    [[0, 18, 10, 12], 'malformed'],
    [[0, 10, 18, -1], 'malformed'],
    [[0, 10.5, 18, 12], 'malformed'],
    [[0, 10, 18, 13], 'outside-file'],
    [[0, 9, 18, 12], 'gap-not-contents'],
    [[0, 10, 17, 13], 'gap-not-contents'],
    [[0, 10, 18, 5], 'not-revision-end'],
  ])('%j is %s', (range, status) => {
    expect(check(range as number[] | undefined).status).toBe(status);
  });

  it('recognises a well-formed range whose gap is another string than this signature’s', () => {
    const result = check([0, 10, 18, 12], { start: 40, end: 48 });
    expect(result.status).toBe('not-own-contents');
    // Still hashable, so a digest mismatch can show the change.
    expect(result.ranges).toHaveLength(2);
  });
});
