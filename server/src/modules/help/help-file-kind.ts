// What an uploaded help file is, by its first bytes rather than its name or the declared type:
// PDF (%PDF-), MP4 (an ISO-BMFF 'ftyp' box) or WebM (an EBML header). Anything else is refused.
import type { THelpContentType } from '@ecsign/core/model';

export function helpFileKind(bytes: Uint8Array): THelpContentType | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (ascii(0, 5) === '%PDF-') return 'application/pdf';
  if (bytes.length > 12 && ascii(4, 8) === 'ftyp') return 'video/mp4';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'video/webm';
  return undefined;
}
