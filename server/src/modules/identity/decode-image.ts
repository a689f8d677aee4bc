// A document photo as sent (base64 or a data: URL) → its bytes, if it is a PNG or JPEG at all.
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

export function decodeImage(input: string): Uint8Array | null {
  const base64 = input.replace(/^data:image\/[a-z+.-]+;base64,/i, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  const startsWith = (magic: number[]) => magic.every((byte, index) => bytes[index] === byte);
  return startsWith(PNG) || startsWith(JPEG) ? bytes : null;
}
