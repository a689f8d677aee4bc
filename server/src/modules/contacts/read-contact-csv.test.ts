// The CSV reader's edge cases: byte-order mark, quoting, line ends, header names, per-row problems.
import type { AppError } from '@ecsign/core/errors';
import { describe, expect, it } from 'vitest';
import { contactCsvSample } from './contact-csv-sample';
import { parseCsv } from './parse-csv';
import { readContactCsv } from './read-contact-csv';

const utf8 = (text: string) => new TextEncoder().encode(text);
const withBom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as AppError).code;
  }
  return undefined;
};

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks, and CRLF or LF line ends', () => {
    expect(parseCsv('a,"b,c","say ""hi"""\r\n"two\nlines",x\n')).toEqual([
      { line: 1, cells: ['a', 'b,c', 'say "hi"'] },
      { line: 2, cells: ['two\nlines', 'x'] },
    ]);
  });

  it('keeps a last line without a line end, and numbers lines after a multi-line field', () => {
    expect(parseCsv('"a\nb"\nc')).toEqual([
      { line: 1, cells: ['a\nb'] },
      { line: 3, cells: ['c'] },
    ]);
  });
});

describe('readContactCsv', () => {
  it("holds every cell to the text rule, as that row's problem, and keeps the other rows", () => {
    const result = readContactCsv(
      utf8(
        [
          '姓名,手机号,类型,企业名称,分组',
          '张三\u202Egpj.exe,13800000001,个人,,',
          '\u200B,13800000002,个人,,',
          '李四,13800000003,企业,示例\u0007公司,',
          '王五,13800000004,个人,,客户\u2066组',
          '赵六,13800000005,个人,,客户',
        ].join('\n'),
      ),
    );
    expect(result.failures).toEqual([
      { line: 2, problems: ['TEXT_UNSAFE_CHARACTERS'] },
      { line: 3, problems: ['TEXT_INVISIBLE_ONLY'] },
      { line: 4, problems: ['TEXT_UNSAFE_CHARACTERS'] },
      { line: 5, problems: ['TEXT_UNSAFE_CHARACTERS'] },
    ]);
    expect(result.valid.map((row) => row.name)).toEqual(['赵六']);
  });

  it('reads the sample file (UTF-8 with BOM)', () => {
    const result = readContactCsv(contactCsvSample());
    expect(result.failures).toEqual([]);
    expect(result.valid).toEqual([
      { line: 2, signatoryType: 'PERSONAL', name: '张三', mobile: '13800000001', enterpriseName: '', group: '客户' },
      {
        line: 3,
        signatoryType: 'ENTERPRISE',
        name: '李四',
        mobile: '13800000002',
        enterpriseName: '示例科技有限公司',
        group: '供应商',
      },
    ]);
  });

  it('reads a file without BOM, English headers in any order, and infers the type', () => {
    const csv = 'mobile,Name,enterprise\n13800000003,Li Lei,\n13800000004,Han Meimei,ACME Ltd\n';
    const { valid } = readContactCsv(utf8(csv));
    expect(valid.map((row) => [row.name, row.signatoryType])).toEqual([
      ['Li Lei', 'PERSONAL'],
      ['Han Meimei', 'ENTERPRISE'],
    ]);
    expect(readContactCsv(withBom(csv)).valid).toHaveLength(2);
  });

  it('reports each bad row with its line and problems, and skips blank lines', () => {
    const csv = [
      '类型,姓名,手机号,企业名称,分组',
      '公司,王五,13800000005,,',
      ',,1380000,,',
      '',
      '企业,赵六,13800000006,,',
      '个人,钱七,13800000007,,',
      '个人,钱七,138 0000 0007,,',
      `个人,${'长'.repeat(51)},13800000008,,${'组'.repeat(31)}`,
      '个人,孙八,13800000009,,,extra',
    ].join('\n');
    const result = readContactCsv(utf8(csv));
    expect(result.rows).toBe(7);
    expect(result.valid.map((row) => row.line)).toEqual([6]);
    expect(result.failures).toEqual([
      { line: 2, problems: ['TYPE_INVALID'] },
      { line: 3, problems: ['NAME_REQUIRED', 'MOBILE_INVALID'] },
      { line: 5, problems: ['ENTERPRISE_NAME_REQUIRED'] },
      { line: 7, problems: ['DUPLICATE_IN_FILE'] },
      { line: 8, problems: ['NAME_TOO_LONG', 'GROUP_NAME_TOO_LONG'] },
      { line: 9, problems: ['COLUMN_COUNT'] },
    ]);
  });

  it.each([
    ['an empty file', utf8('')],
    ['a header without the mobile column', utf8('姓名,分组\n张三,客户\n')],
    ['a GBK-encoded file', new Uint8Array([0xd0, 0xd5, 0xc3, 0xfb, 0x2c, 0xca, 0xd6, 0xbb, 0xfa, 0x0a])],
  ])('refuses %s as unreadable', (_, bytes) => {
    expect(codeOf(() => readContactCsv(bytes))).toBe('CONTACT_IMPORT_FILE_INVALID');
  });

  it('refuses more than 1000 data rows', () => {
    const rows = Array.from({ length: 1001 }, (_, i) => `个人,人${i},138${String(i).padStart(8, '0')}`);
    expect(codeOf(() => readContactCsv(utf8(['类型,姓名,手机号', ...rows].join('\n'))))).toBe(
      'CONTACT_IMPORT_TOO_MANY_ROWS',
    );
  });
});
