// Spec items this file exercises (docs/spec-items.md): K-attachments.
import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from './constants';
import { validateAttachments, type TAttachmentFile } from './validate-attachments';

const MB = 1024 * 1024;
const files = (count: number, size = 1): TAttachmentFile[] =>
  Array.from({ length: count }, (_, i) => ({ name: `f${i}.pdf`, size }));

describe('validateAttachments', () => {
  it('uses 8 MB of 1024 × 1024 bytes', () => {
    expect(MAX_ATTACHMENT_BYTES).toBe(8_388_608);
  });

  it.each([
    ['no files', files(0), []],
    ['100 files', files(100), []],
    ['101 files', files(101), ['TOO_MANY']],
    ['a file of exactly 8 MB', files(1, 8 * MB), []],
    ['a file one byte over 8 MB', files(1, 8 * MB + 1), ['TOO_LARGE']],
    ['an empty file', files(1, 0), []],
    ['101 files over 8 MB', files(101, 9 * MB), ['TOO_MANY', 'TOO_LARGE']],
    ['a size that is not a number', files(1, Number.NaN), ['TOO_LARGE']],
  ])('%s fails with %j', (_label, list, reasons) => {
    const check = validateAttachments(list);
    expect(check.reasons).toEqual(reasons);
    expect(check.valid).toBe(reasons.length === 0);
  });

  it('names the oversized files and where they are', () => {
    const check = validateAttachments([
      { name: 'a.pdf', size: MB },
      { name: 'scan.tiff', size: 20 * MB },
      { name: 'b.docx', size: 8 * MB },
      { name: 'video.mp4', size: 8 * MB + 1 },
    ]);
    expect(check.oversized).toEqual([
      { index: 1, name: 'scan.tiff', size: 20 * MB },
      { index: 3, name: 'video.mp4', size: 8 * MB + 1 },
    ]);
  });
});
