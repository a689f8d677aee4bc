// What an uploaded template file is, judged by its bytes rather than its name: a PDF (%PDF- in
// the first kilobyte, as readers accept it), a Word document (any format the shared converter
// sniffs: .doc, .docx, .odt, RTF), or something unsupported.
import { sniffWordFormat } from '../../documents/sniff-word-format';

const PDF = Uint8Array.from('%PDF-', (c) => c.charCodeAt(0));

function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 1024);
  outer: for (let i = 0; i + PDF.length <= head.length; i++) {
    for (let j = 0; j < PDF.length; j++) if (head[i + j] !== PDF[j]) continue outer;
    return true;
  }
  return false;
}

export function detectUploadType(bytes: Uint8Array): 'PDF' | 'WORD' | undefined {
  if (hasPdfHeader(bytes)) return 'PDF';
  return sniffWordFormat(bytes) ? 'WORD' : undefined;
}
