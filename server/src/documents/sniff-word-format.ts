// Which Word-processing format a file is, judged by its bytes, never by its name: .doc (an OLE2
// compound file), .docx (a ZIP holding word/document.xml — ZIP entry names are stored
// uncompressed, so the name is in the bytes), .odt (a ZIP whose first entry, "mimetype", names
// the OpenDocument text type) or RTF. Anything else is not Word.
export type TWordFormat = 'doc' | 'docx' | 'odt' | 'rtf';

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const ODT_MIME = 'application/vnd.oasis.opendocument.text';

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, i) => bytes[i] === byte);
}

function contains(bytes: Uint8Array, text: string): boolean {
  const needle = Uint8Array.from(text, (c) => c.charCodeAt(0));
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

export function sniffWordFormat(bytes: Uint8Array): TWordFormat | undefined {
  if (startsWith(bytes, OLE)) return 'doc';
  if (startsWith(bytes, ZIP)) {
    // The mimetype entry comes first (OpenDocument §3.3), well inside the first 100 bytes.
    if (contains(bytes.subarray(0, 100), ODT_MIME)) return 'odt';
    if (contains(bytes, 'word/document.xml')) return 'docx';
    return undefined;
  }
  if (contains(bytes.subarray(0, 5), '{\\rtf')) return 'rtf';
  return undefined;
}
