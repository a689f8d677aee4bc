// What an uploaded template file is, judged by its bytes rather than its name: a PDF (%PDF- in
// the first kilobyte, as readers accept it), a Word document (.docx: a ZIP holding
// word/document.xml; .doc: an OLE compound file), or something unsupported.
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

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

export function detectUploadType(bytes: Uint8Array): 'PDF' | 'WORD' | undefined {
  if (contains(bytes.subarray(0, 1024), '%PDF-')) return 'PDF';
  if (startsWith(bytes, OLE)) return 'WORD';
  // ZIP entry names are stored uncompressed, so the main part's name is in the bytes.
  if (startsWith(bytes, ZIP) && contains(bytes, 'word/document.xml')) return 'WORD';
  return undefined;
}
