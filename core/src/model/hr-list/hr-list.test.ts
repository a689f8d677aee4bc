// The employee list as HR staff write it: mobiles with +86 and separators, encodings Excel writes
// (UTF-8, GBK) and ones it also writes but the list cannot use (UTF-16, Big5), row numbers as
// Excel shows them, and a missing header column told once.
import { describe, expect, it } from 'vitest';
import { tableToEmployeeRows, type THrColumn } from '../hr-batches';
import { decodeEmployeeCsv } from './decode-employee-csv';
import { normalizeHrMobile } from './normalize-hr-mobile';

/** Text → bytes in a legacy two-byte encoding, from the decoder's own table. */
function encode(text: string, encoding: 'gbk' | 'big5'): Uint8Array {
  const table = new Map<string, number[]>();
  const decoder = new TextDecoder(encoding);
  for (let lead = 0x81; lead <= 0xfe; lead++)
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      const char = decoder.decode(new Uint8Array([lead, trail]));
      if (char.length === 1 && char !== '\uFFFD' && !table.has(char)) table.set(char, [lead, trail]);
    }
  return new Uint8Array([...text].flatMap((c) => (c.charCodeAt(0) < 0x80 ? [c.charCodeAt(0)] : table.get(c)!)));
}

const COLUMNS: THrColumn[] = [{ key: 'salary', label: '月薪', type: 'NUMBER', required: true }];

describe('normalizeHrMobile', () => {
  it.each([
    ['+86 138 0000 0001', '13800000001'],
    ['86-138-0000-0001', '13800000001'],
    ['+86-13800000001', '13800000001'],
    ['0086 13800000001', '13800000001'],
    ['(+86) 138-0000-0001', '13800000001'],
    ['138 0000 0001', '13800000001'],
    [' 13800000001 ', '13800000001'],
  ])('%s → %s', (input, expected) => expect(normalizeHrMobile(input)).toBe(expected));

  it.each(['1380000', '+1 415 555 0100', '8613800000001x', '23800000001'])('leaves %s as it was', (input) =>
    expect(normalizeHrMobile(input)).toBe(input),
  );
});

describe('decodeEmployeeCsv', () => {
  const text = '业务ID,姓名,手机号\nHR-1,张三,13800000001\n';

  it('reads UTF-8 with and without a BOM, and GBK', () => {
    expect(decodeEmployeeCsv(new TextEncoder().encode(text))).toEqual({ ok: true, text, encoding: 'UTF-8' });
    expect(decodeEmployeeCsv(new TextEncoder().encode(`\uFEFF${text}`))).toMatchObject({ ok: true, encoding: 'UTF-8' });
    expect(decodeEmployeeCsv(encode(text, 'gbk'))).toEqual({ ok: true, text, encoding: 'GBK' });
  });

  it('refuses UTF-16 with or without a BOM', () => {
    const le = new Uint8Array([
      0xff,
      0xfe,
      ...[...text].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]),
    ]);
    expect(decodeEmployeeCsv(le)).toEqual({ ok: false, encoding: 'UTF-16' });
    expect(decodeEmployeeCsv(le.subarray(2))).toEqual({ ok: false, encoding: 'UTF-16' });
  });

  it('refuses Big5 (which GBK would decode into nonsense)', () => {
    const big5 = encode('業務ID,姓名,手機號,身份證號\nHR-1,張三,13800000001,11010519491231002X\n', 'big5');
    expect(decodeEmployeeCsv(big5)).toEqual({ ok: false, encoding: 'unknown', line: 1 });
  });

  it('refuses a stray byte and names its line', () => {
    const bytes = new TextEncoder().encode(text + 'HR-2,李四,13800000002\n');
    const broken = new Uint8Array([...bytes.subarray(0, bytes.length - 5), 0xff, ...bytes.subarray(bytes.length - 5)]);
    expect(decodeEmployeeCsv(broken)).toEqual({ ok: false, encoding: 'unknown', line: 3 });
  });
});

describe('tableToEmployeeRows', () => {
  it('numbers rows as Excel does: header row 1, blank lines counted', () => {
    const reply = tableToEmployeeRows(
      [
        ['业务ID', '姓名', '手机号', '身份证号', '月薪'],
        ['A', '张三', '+86 138-0000-0001', '11010519491231002X', '8000'],
        ['', '', '', '', ''],
        ['B', '李四', '1380000', '11010519491231002X', '8000'],
      ],
      COLUMNS,
    );
    expect(reply.rows[0]!.mobile).toBe('13800000001');
    expect(reply.sheetRows).toEqual([2, 4]);
    expect(reply.issues).toEqual([
      { row: 4, column: 'mobile', problem: 'MOBILE_INVALID', value: '1380000' },
      { row: 4, column: 'idNumber', problem: 'DUPLICATE_EMPLOYEE', value: '2' },
    ]);
  });

  it("holds every cell to the text rule: control or bidi characters, an invisible name are that row's problem", () => {
    const reply = tableToEmployeeRows(
      [
        ['姓名', '手机号', '身份证号', '月薪', '部门'],
        ['张三\u202Egpj.exe', '13800000001', '110105199003070017', '8000', '研发'],
        ['\u200B\u200B', '13800000002', '110105198506120026', '8000', '研发'],
        ['王管理', '13800000003', '350102198001010070', '8000', '财务\u0000部'],
        ['李四', '13800000004', '11010519491231002X', '8000', '人事'],
      ],
      [...COLUMNS, { key: 'dept', label: '部门', type: 'TEXT', required: false }],
    );
    // The bad value is not echoed back: it is what the rule keeps out of screens and logs.
    expect(reply.issues).toEqual([
      { row: 2, column: 'name', problem: 'TEXT_UNSAFE_CHARACTERS' },
      { row: 3, column: 'name', problem: 'TEXT_INVISIBLE_ONLY' },
      { row: 4, column: 'dept', problem: 'TEXT_UNSAFE_CHARACTERS' },
    ]);
  });

  it('reports a missing column once, on the header row, and no row for it', () => {
    const body = Array.from({ length: 50 }, (_, i) => [`E${i}`, '张三', `138000000${String(i).padStart(2, '0')}`, '1']);
    const reply = tableToEmployeeRows([['业务ID', '姓名', '手机号', '月薪'], ...body], COLUMNS);
    expect(reply.issues.filter((issue) => issue.column === 'idNumber')).toEqual([
      { row: 1, column: 'idNumber', problem: 'COLUMN_MISSING', value: '身份证号' },
    ]);
    const withoutSalary = tableToEmployeeRows(
      [
        ['姓名', '手机号', '身份证号'],
        ['张三', '13800000001', '11010519491231002X'],
      ],
      COLUMNS,
    );
    expect(withoutSalary.issues).toEqual([{ row: 1, column: 'salary', problem: 'COLUMN_MISSING', value: '月薪' }]);
  });
});
