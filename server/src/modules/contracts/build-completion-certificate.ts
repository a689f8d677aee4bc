// The certificate of completion: a PDF of its own (so the signed documents stay byte-for-byte as
// signed) listing the contract, each document's SHA-256, every signatory with time and address,
// and the whole audit trail, with the verification code and its QR code; sealed with a document
// time-stamp of the platform TSA, so any change to it shows.
import { qrMatrix } from '@ecsign/core/model';
import {
  addDocumentTimeStamp,
  ByteWriter,
  createStream,
  embeddedFont,
  PdfDict,
  PdfName,
  PdfRef,
  writeIndirectObject,
  type TimeStamper,
  type CryptoEngine,
} from '@ecsign/core/pdf';
import { appearanceFont } from './appearance-font';

export interface CertificateContent {
  title: string;
  /** Label/value rows under the title. */
  facts: [string, string][];
  /** Section heading → lines. */
  sections: { heading: string; lines: string[] }[];
  verificationCode: string;
  verifyUrl: string;
}

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const SIZE = { title: 18, heading: 12, text: 9 };
const LEADING = 1.45;
/** The QR code's printed size (points) and level unless the platform's QR code settings say otherwise. */
const QR_DEFAULT = { size: 96, errorCorrectionLevel: 'M' } as const;

interface QrLook {
  size: number;
  errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H';
}

interface Line {
  text: string;
  size: number;
  gapBefore: number;
}

function layout(content: CertificateContent, qrSize: number): Line[][] {
  const lines: Line[] = [{ text: content.title, size: SIZE.title, gapBefore: 0 }];
  for (const [label, value] of content.facts) lines.push({ text: `${label}：${value}`, size: SIZE.text, gapBefore: 0 });
  for (const section of content.sections) {
    lines.push({ text: section.heading, size: SIZE.heading, gapBefore: 8 });
    for (const text of section.lines) lines.push({ text, size: SIZE.text, gapBefore: 0 });
  }
  const pages: Line[][] = [[]];
  let y = PAGE.height - PAGE.margin - qrSize - 10;
  for (const line of lines) {
    const height = line.gapBefore + line.size * LEADING;
    if (y - height < PAGE.margin + 20) {
      pages.push([]);
      y = PAGE.height - PAGE.margin;
    }
    y -= height;
    pages.at(-1)!.push(line);
  }
  return pages;
}

/** Long lines (hashes, event details) are cut to the page width rather than run off it. */
function fit(text: string, size: number, width: (t: string) => number): string[] {
  const max = PAGE.width - 2 * PAGE.margin;
  const out: string[] = [];
  let current = '';
  for (const char of text) {
    if ((width(current + char) * size) / 1000 > max) {
      out.push(current);
      current = '    ';
    }
    current += char;
  }
  out.push(current);
  return out;
}

function qrOperators(url: string, x: number, y: number, look: QrLook): string {
  const qr = qrMatrix(url, { errorCorrectionLevel: look.errorCorrectionLevel });
  const cell = look.size / qr.size;
  let ops = '0 0 0 rg\n';
  for (let row = 0; row < qr.size; row += 1) {
    for (let col = 0; col < qr.size; col += 1) {
      if (qr.dark[row * qr.size + col]) {
        ops += `${(x + col * cell).toFixed(2)} ${(y + (qr.size - 1 - row) * cell).toFixed(2)} ${cell.toFixed(2)} ${cell.toFixed(2)} re\n`;
      }
    }
  }
  return `${ops}f\n`;
}

export async function buildCompletionCertificate(
  content: CertificateContent,
  options: { engine: CryptoEngine; timeStamper: TimeStamper; qr?: QrLook },
): Promise<Uint8Array> {
  const font = embeddedFont(await appearanceFont());
  let next = 1;
  const allocate = () => new PdfRef(next++, 0);
  const catalogRef = allocate();
  const pagesRef = allocate();
  const fontRef = allocate();
  const pageObjects: { ref: PdfRef; contentRef: PdfRef; ops: string }[] = [];
  const look = options.qr ?? QR_DEFAULT;
  for (const [index, lines] of layout(content, look.size).entries()) {
    let y = PAGE.height - PAGE.margin;
    let ops = '';
    if (index === 0) {
      const corner = { x: PAGE.width - PAGE.margin - look.size, y: PAGE.height - PAGE.margin - look.size };
      ops += qrOperators(content.verifyUrl, corner.x, corner.y, look);
      y -= 4;
    }
    for (const line of lines) {
      y -= line.gapBefore;
      for (const part of fit(line.text, line.size, (t) => font.width(t))) {
        y -= line.size * LEADING;
        ops += `BT /F1 ${line.size} Tf ${PAGE.margin} ${y.toFixed(2)} Td ${font.show(part)} Tj ET\n`;
      }
    }
    ops += `BT /F1 8 Tf ${PAGE.margin} 30 Td ${font.show(`${content.verificationCode} · ${index + 1}`)} Tj ET\n`;
    pageObjects.push({ ref: allocate(), contentRef: allocate(), ops });
  }
  const finished = font.finish(allocate);
  const out = new ByteWriter();
  out.ascii('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  const offsets: number[] = [];
  const write = (ref: PdfRef, value: Parameters<typeof writeIndirectObject>[2]) => {
    offsets[ref.num] = out.length;
    writeIndirectObject(out, ref, value);
  };
  write(catalogRef, new PdfDict({ Type: new PdfName('Catalog'), Pages: pagesRef }));
  write(
    pagesRef,
    new PdfDict({ Type: new PdfName('Pages'), Kids: pageObjects.map((p) => p.ref), Count: pageObjects.length }),
  );
  // The font dictionary is the Type0 object core made; fontRef points at it through /Resources.
  for (const page of pageObjects) {
    write(
      page.ref,
      new PdfDict({
        Type: new PdfName('Page'),
        Parent: pagesRef,
        MediaBox: [0, 0, PAGE.width, PAGE.height],
        Resources: new PdfDict({ Font: new PdfDict({ F1: finished.ref }) }),
        Contents: page.contentRef,
      }),
    );
    write(page.contentRef, createStream(new PdfDict(), new TextEncoder().encode(page.ops)));
  }
  for (const object of finished.objects) write(object.ref, object.value);
  // fontRef was reserved before the font knew its objects; keep the xref dense with a null object.
  write(fontRef, null);
  const xrefAt = out.length;
  out.ascii(`xref\n0 ${next}\n0000000000 65535 f \n`);
  for (let num = 1; num < next; num += 1) out.ascii(`${String(offsets[num] ?? 0).padStart(10, '0')} 00000 n \n`);
  out.ascii(`trailer\n<< /Size ${next} /Root ${catalogRef.num} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);
  return addDocumentTimeStamp(out.toBytes(), { engine: options.engine, timeStamper: options.timeStamper });
}
