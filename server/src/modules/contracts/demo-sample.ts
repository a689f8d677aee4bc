// The sample contract of the open /demo: one A4 page of Chinese and English text (Noto Sans SC
// subset through core's font embedding) with a marked box where the visitor's signature goes.
// Written once and cached in the blob store, so every visitor sees (and signs) the same bytes.
import type { TDemoInfo } from '@ecsign/core/model';
import {
  ByteWriter,
  createStream,
  embeddedFont,
  PdfDict,
  PdfName,
  PdfRef,
  writeIndirectObject,
} from '@ecsign/core/pdf';
import { blobStoreOf } from '../../blobs/blob-store-of';
import type { AppContext } from '../../context';
import { appearanceFont } from './appearance-font';

/** Bump the version when the text or layout changes, so a cached older sample is not served. */
export const DEMO_SAMPLE_KEY = 'contracts/demo/sample-v1.pdf';
export const DEMO_DOCUMENT_NAME = '示例合同.pdf';
export const DEMO_POSITION: TDemoInfo['position'] = { page: 1, x: 350, y: 120, width: 160, height: 64 };

const PAGE = { width: 595.28, height: 841.89, margin: 60 };
const LINES: [size: number, text: string][] = [
  [20, '服务体验协议（示例合同）'],
  [10, 'Sample service agreement — for trying ecsign only, not a real contract'],
  [11, ''],
  [11, '甲方：电子合同签署平台演示方'],
  [11, '乙方：本次体验的访客'],
  [11, ''],
  [11, '第一条  乙方自愿体验本平台的电子签署功能。'],
  [11, '第二条  本文件仅供演示，不产生任何法律效力，亦不被平台保存。'],
  [11, '第三条  签署使用演示证书，验签结果为“签名完整，但证书不受信任”。'],
  [11, ''],
  [10, 'The signature below is made with a demo certificate outside the platform trust chain:'],
  [10, 'a signature check reports it intact but not trusted.'],
];

let building: Promise<Uint8Array> | undefined;

/** The sample's bytes: from the blob store, or written and stored on first use. */
export async function demoSample(context: AppContext): Promise<Uint8Array> {
  const store = blobStoreOf(context);
  const cached = await store.get(DEMO_SAMPLE_KEY);
  if (cached) return cached;
  building ??= writeDemoSample().finally(() => (building = undefined));
  const bytes = await building;
  await store.put(DEMO_SAMPLE_KEY, bytes, 'application/pdf');
  return bytes;
}

export async function writeDemoSample(): Promise<Uint8Array> {
  const font = embeddedFont(await appearanceFont());
  let next = 1;
  const allocate = () => new PdfRef(next++, 0);
  const catalogRef = allocate();
  const pagesRef = allocate();
  const pageRef = allocate();
  const contentRef = allocate();
  let ops = '';
  let y = PAGE.height - PAGE.margin;
  for (const [size, text] of LINES) {
    y -= size * 1.8;
    if (text) ops += `BT /F1 ${size} Tf ${PAGE.margin} ${y.toFixed(2)} Td ${font.show(text)} Tj ET\n`;
  }
  const box = DEMO_POSITION;
  ops += `0.8 0.1 0.1 RG 0.8 w [4 3] 0 d ${box.x} ${box.y} ${box.width} ${box.height} re S [] 0 d\n`;
  ops += `BT /F1 10 Tf ${box.x} ${box.y + box.height + 8} Td ${font.show('乙方签名 / Visitor signature')} Tj ET\n`;
  ops += `BT /F1 10 Tf ${PAGE.margin} ${box.y + box.height + 8} Td ${font.show('甲方：演示方（无需签署）')} Tj ET\n`;
  const finished = font.finish(allocate);
  const out = new ByteWriter();
  out.ascii('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  const offsets: number[] = [];
  const write = (ref: PdfRef, value: Parameters<typeof writeIndirectObject>[2]) => {
    offsets[ref.num] = out.length;
    writeIndirectObject(out, ref, value);
  };
  write(catalogRef, new PdfDict({ Type: new PdfName('Catalog'), Pages: pagesRef }));
  write(pagesRef, new PdfDict({ Type: new PdfName('Pages'), Kids: [pageRef], Count: 1 }));
  write(
    pageRef,
    new PdfDict({
      Type: new PdfName('Page'),
      Parent: pagesRef,
      MediaBox: [0, 0, PAGE.width, PAGE.height],
      Resources: new PdfDict({ Font: new PdfDict({ F1: finished.ref }) }),
      Contents: contentRef,
    }),
  );
  write(contentRef, createStream(new PdfDict(), new TextEncoder().encode(ops)));
  for (const object of finished.objects) write(object.ref, object.value);
  const xrefAt = out.length;
  out.ascii(`xref\n0 ${next}\n0000000000 65535 f \n`);
  for (let num = 1; num < next; num += 1) out.ascii(`${String(offsets[num] ?? 0).padStart(10, '0')} 00000 n \n`);
  out.ascii(`trailer\n<< /Size ${next} /Root ${catalogRef.num} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);
  return out.toBytes();
}
