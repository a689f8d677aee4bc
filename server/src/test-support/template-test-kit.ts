// Test fixtures for templates, scenes and processes: small PDFs written byte by byte (text in
// Helvetica, so keywords can be found), a multipart upload helper, a valid design, and pdftotext
// to read back what a filled PDF shows.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TTemplateSaveRequest } from '@ecsign/core/model';
import type { FastifyInstance } from 'fastify';

/** A PDF whose pages print the given lines (Helvetica, from the top-left, 20 pt apart). */
export function makeTemplatePdf(pages: string[][] = [['Contract', 'Party A signature: ____']], rotate = 0): Uint8Array {
  const objects: string[] = [];
  const pageRefs: number[] = [];
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((lines, i) => {
    const pageNum = 4 + i * 2;
    pageRefs.push(pageNum);
    const text = lines.map((line, k) => `BT /F1 12 Tf 50 ${780 - k * 20} Td (${line}) Tj ET`).join('\n');
    objects[pageNum] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Rotate ${rotate} ` +
      `/Resources << /Font << /F1 3 0 R >> >> /Contents ${pageNum + 1} 0 R >>`;
    objects[pageNum + 1] = `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
  });
  objects[2] = `<< /Type /Pages /Kids [${pageRefs.map((n) => `${n} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  let out = '%PDF-1.7\n';
  const offsets: number[] = [];
  for (let n = 1; n < objects.length; n++) {
    offsets[n] = out.length;
    out += `${n} 0 obj\n${objects[n]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let n = 1; n < objects.length; n++) out += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

export async function uploadFile(
  app: FastifyInstance,
  token: string | undefined,
  options: { name: string; bytes: Uint8Array; fileName?: string; query?: Record<string, string> },
) {
  const boundary = 'ecsign-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.fileName ?? 'template.pdf'}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const payload = Buffer.concat([head, Buffer.from(options.bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const response = await app.inject({
    method: 'POST',
    url: '/ecapi/cb/assemble/template/upload',
    query: { name: options.name, ...options.query },
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload,
  });
  return { statusCode: response.statusCode, ...(response.json() as { status: number; message: string; data: any }) }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A complete design: two fields and two roles of different types, placed on page 1. */
export function sampleDesign(templateId: string, version: number): TTemplateSaveRequest {
  return {
    templateId,
    version,
    name: '劳动合同',
    description: '',
    groupId: null,
    fields: [
      {
        key: 'partyName',
        label: '乙方姓名',
        type: 'TEXT',
        required: true,
        filledBy: 'INITIATOR',
        position: { page: 1, rect: [50, 100, 200, 20] },
      },
      {
        key: 'salary',
        label: '月薪',
        type: 'AMOUNT_CN',
        required: true,
        filledBy: 'INITIATOR',
        position: { page: 1, rect: [50, 130, 300, 20] },
      },
    ],
    roles: [
      {
        key: 'employer',
        name: '甲方',
        type: 'ENTERPRISE',
        sealTypes: ['OFFICIAL'],
        positions: [{ kind: 'RECT', page: 1, rect: [50, 600, 120, 120] }],
      },
      {
        key: 'employee',
        name: '乙方',
        type: 'PERSON',
        sealTypes: ['HANDWRITTEN'],
        positions: [{ kind: 'KEYWORD', keyword: 'Party A signature', width: 100, height: 50 }],
      },
    ],
  };
}

/** The text poppler's pdftotext reads from a PDF. */
export function pdfText(pdf: Uint8Array): string {
  const folder = mkdtempSync(join(tmpdir(), 'ecsign-pdftext-'));
  try {
    const file = join(folder, 'in.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
