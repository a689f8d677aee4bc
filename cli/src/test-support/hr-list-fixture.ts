// Employee lists and batch replies as the HR command tests build them: valid ID numbers (GB 11643
// check digit), one line per employee, lists in the legacy encodings Excel saves, and a batch view
// as the server answers it.
import { computeIdCardCheckDigit } from '@ecsign/core/validation';

export const HR_LIST_HEADER = '业务ID,姓名,手机号,身份证号,月薪,岗位';

export function idNumber(n: number): string {
  const first17 = `110105${1960 + Math.floor(n / 1000)}0101${String(n % 1000).padStart(3, '0')}`;
  return first17 + computeIdCardCheckDigit(first17);
}

export const employeeLine = (n: number, prefix = 'E') =>
  `${prefix}-${n},员工${n},137${String(n).padStart(8, '0')},${idNumber(n)},${8000 + n},工程师`;

export const employeeList = (count: number, prefix = 'E') =>
  [HR_LIST_HEADER, ...Array.from({ length: count }, (_, i) => employeeLine(i + 1, prefix))].join('\n');

/** Text → bytes in a legacy two-byte encoding, from the decoder's own table (Node has no encoder). */
export function encodeLegacy(text: string, encoding: 'gbk' | 'big5'): Uint8Array {
  const table = new Map<string, number[]>();
  const decoder = new TextDecoder(encoding);
  for (let lead = 0x81; lead <= 0xfe; lead++)
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      const char = decoder.decode(new Uint8Array([lead, trail]));
      if (char.length === 1 && char !== '\uFFFD' && !table.has(char)) table.set(char, [lead, trail]);
    }
  return new Uint8Array([...text].flatMap((c) => (c.charCodeAt(0) < 0x80 ? [c.charCodeAt(0)] : table.get(c)!)));
}

/** A batch as `hr/batch/:id` answers it, with the fields a test cares about overridden. */
export const batchView = (extra: object = {}) => ({
  batchId: 'b1',
  templateId: 't1',
  taskName: 'staff',
  state: 'WAITING_SEND',
  control: 'RUNNING',
  started: false,
  sendTimeState: 'DISABLE',
  startTime: null,
  endTime: null,
  rowCount: 0,
  waitingCount: 0,
  sentCount: 0,
  failedCount: 0,
  cancelledCount: 0,
  createdAt: '2026-11-26T08:00:00.000Z',
  finishedAt: null,
  ...extra,
});
