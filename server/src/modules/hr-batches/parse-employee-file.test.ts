// Employee lists as people save them: UTF-8 CSV with a BOM, GBK CSV from a Chinese Excel, XLSX;
// refused whole when empty, of another type, or longer than 100,000 rows; per-row problems named.
import { HR_MAX_ROWS, type THrColumn } from '@ecsign/core/model';
import { describe, expect, it } from 'vitest';
import { parseEmployeeFile } from './parse-employee-file';
import { idNumberFor } from '../../test-support/hr-test-kit';

const columns: THrColumn[] = [
  { key: 'salary', label: '月薪', type: 'AMOUNT_CN', required: true },
  { key: 'position', label: '岗位', type: 'TEXT', required: true },
];

/** A ZIP with stored (uncompressed) entries — enough for a tiny XLSX. */
function storedZip(files: Record<string, string>): Uint8Array {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = table[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text, 'utf8');
    const fileName = Buffer.from(name, 'utf8');
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt32LE(crc32(data), 14);
    head.writeUInt32LE(data.length, 18);
    head.writeUInt32LE(data.length, 22);
    head.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(head, fileName, data);
    centrals.push(central, fileName);
    offset += 30 + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

function xlsx(rows: string[][]): Uint8Array {
  const cell = (text: string, ref: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
  const sheet = rows
    .map((row, i) => `<row r="${i + 1}">${row.map((text, j) => cell(text, `${'ABCDEFGH'[j]}${i + 1}`)).join('')}</row>`)
    .join('');
  const ns = 'http://schemas.openxmlformats.org';
  return storedZip({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>${sheet}</sheetData></worksheet>`,
  });
}

const header = ['业务ID', '姓名', '手机号', '身份证号', '月薪', '岗位'];
const good = ['E1', '张三', '13700000001', idNumberFor(1), '8000', '工程师'];

describe('parseEmployeeFile', () => {
  it('reads UTF-8 CSV with a BOM, quotes and CRLF', async () => {
    const csv = `\uFEFF${header.join(',')}\r\n${good.join(',')}\r\n"E2","李四",13700000002,${idNumberFor(2)},9000,"高级,工程师"\r\n\r\n`;
    const parsed = await parseEmployeeFile(new TextEncoder().encode(csv), columns, 'list.csv');
    expect(parsed.issues).toEqual([]);
    expect(parsed.rows).toEqual([
      {
        businessId: 'E1',
        name: '张三',
        mobile: '13700000001',
        idNumber: idNumberFor(1),
        values: { salary: '8000', position: '工程师' },
      },
      {
        businessId: 'E2',
        name: '李四',
        mobile: '13700000002',
        idNumber: idNumberFor(2),
        values: { salary: '9000', position: '高级,工程师' },
      },
    ]);
  });

  it('reads GBK CSV as Excel saves it in China', async () => {
    // "姓名,手机号,身份证号,月薪,岗位" / "张三" / "工程师" in GBK.
    const gbk = (hex: string) => Buffer.from(hex, 'hex');
    const bytes = Buffer.concat([
      gbk('d0d5c3fb2ccad6bbfabac52cc9edb7ddd6a4bac52cd4c2d0bd2cb8dacebb'),
      Buffer.from('\r\n'),
      gbk('d5c5c8fd'),
      Buffer.from(`,13700000001,${idNumberFor(1)},8000,`),
      gbk('b9a4b3cccaa6'),
      Buffer.from('\r\n'),
    ]);
    const parsed = await parseEmployeeFile(new Uint8Array(bytes), columns, 'excel.csv');
    expect(parsed.issues).toEqual([]);
    expect(parsed.rows[0]).toMatchObject({ name: '张三', values: { salary: '8000', position: '工程师' } });
  });

  it('reads XLSX and reports each bad row', async () => {
    const bad = ['E2', '', '1234', '110105198001010010', '', '工程师'];
    const parsed = await parseEmployeeFile(xlsx([header, good, bad]), columns, 'list.xlsx');
    expect(parsed.rows).toHaveLength(2);
    expect(parsed.rows[0]).toMatchObject({ businessId: 'E1', name: '张三' });
    // Row 3 as Excel shows it: the header is row 1, the good row 2.
    expect(parsed.issues.map((i) => `${i.row}:${i.column}:${i.problem}`)).toEqual([
      '3:name:NAME_MISSING',
      '3:mobile:MOBILE_INVALID',
      '3:idNumber:ID_NUMBER_INVALID',
      '3:salary:FIELD_MISSING',
    ]);
    expect(parsed.sheetRows).toEqual([2, 3]);
  });

  it('reports duplicate employees and business IDs', async () => {
    const csv = [header, good, good].map((r) => r.join(',')).join('\n');
    const parsed = await parseEmployeeFile(new TextEncoder().encode(csv), columns);
    expect(parsed.issues.map((i) => i.problem)).toEqual(['DUPLICATE_EMPLOYEE', 'DUPLICATE_BUSINESS_ID']);
  });

  it('refuses an empty file, a PDF, a header without rows, and more than 100,000 rows', async () => {
    await expect(parseEmployeeFile(new Uint8Array(), columns)).rejects.toMatchObject({ code: 'UPLOAD_CONTENT_EMPTY' });
    await expect(parseEmployeeFile(new TextEncoder().encode('%PDF-1.7'), columns, 'a.pdf')).rejects.toMatchObject({
      code: 'ATTACHMENT_TYPE_UNSUPPORTED',
    });
    await expect(parseEmployeeFile(new TextEncoder().encode(header.join(',')), columns)).rejects.toMatchObject({
      code: 'UPLOAD_CONTENT_EMPTY',
    });
    const line = good.join(',');
    const huge = `${header.join(',')}\n${`${line}\n`.repeat(HR_MAX_ROWS + 1)}`;
    await expect(parseEmployeeFile(new TextEncoder().encode(huge), columns)).rejects.toMatchObject({
      code: 'CONTACT_IMPORT_TOO_MANY_ROWS',
    });
  });
});
