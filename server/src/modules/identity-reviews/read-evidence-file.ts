// One uploaded verification document → its bytes and type, recognised by content (the first bytes),
// never by a name or a declared type: a JPG, a PNG or a PDF of at most 8 MB. Anything else is a
// catalogue error the applicant reads in their language.
import { AppError } from '@ecsign/core/errors';
import { EVIDENCE_MAX_BYTES } from '@ecsign/core/model';

export type TEvidenceContentType = 'image/png' | 'image/jpeg' | 'application/pdf';

const SIGNATURES: readonly { type: TEvidenceContentType; magic: readonly number[] }[] = [
  { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

export function readEvidenceFile(data: string): { bytes: Uint8Array; contentType: TEvidenceContentType } {
  const base64 = data.replace(/^data:[a-z]+\/[a-z0-9+.-]+;base64,/i, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
    throw new AppError('IDENTITY_EVIDENCE_TYPE_INVALID', { internal: 'not base64' });
  }
  // The decoded size is known from the text's length: refuse before decoding anything too large.
  const decodedLength =
    Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  if (decodedLength > EVIDENCE_MAX_BYTES) {
    throw new AppError('IDENTITY_EVIDENCE_TOO_LARGE', { internal: `${decodedLength} bytes` });
  }
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  const found = SIGNATURES.find(({ magic }) => magic.every((byte, index) => bytes[index] === byte));
  if (!found) throw new AppError('IDENTITY_EVIDENCE_TYPE_INVALID', { internal: 'not a JPG, PNG or PDF by content' });
  return { bytes, contentType: found.type };
}
