// Reads an uploaded contact CSV: UTF-8 with or without a byte-order mark (GBK and other encodings
// are refused as unreadable), a header row naming the columns in Chinese or English (any order;
// name and mobile are required, type, enterprise name and group optional), then one contact per
// row. Each row is checked on its own, the text rule too (a control or bidi character in a cell,
// an invisible name: the catalogue's TEXT_ codes as that row's problem, never stored and never a
// 500); the problems are reported by line number.
import { AppError } from '@ecsign/core/errors';
import {
  CONTACT_CSV_COLUMNS,
  CONTACT_CSV_TYPES,
  CONTACT_IMPORT_MAX_BYTES,
  CONTACT_IMPORT_MAX_ROWS,
  CONTACT_NAME_MAX,
  ENTERPRISE_NAME_MAX,
  GROUP_NAME_MAX,
  type TContactImportProblem,
  type TContactSignatoryType,
} from '@ecsign/core/model';
import { isMobile, textRuleProblem } from '@ecsign/core/validation';
import { parseCsv } from './parse-csv';

export interface CsvContact {
  line: number;
  signatoryType: TContactSignatoryType;
  name: string;
  mobile: string;
  enterpriseName: string;
  group: string;
}

export interface ReadCsvResult {
  rows: number;
  valid: CsvContact[];
  failures: { line: number; problems: TContactImportProblem[] }[];
}

type TColumn = keyof typeof CONTACT_CSV_COLUMNS;

function decode(bytes: Uint8Array): string {
  if (bytes.length > CONTACT_IMPORT_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', { details: { maxBytes: CONTACT_IMPORT_MAX_BYTES } });
  try {
    // ignoreBOM false: a leading UTF-8 BOM is dropped by the decoder.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('CONTACT_IMPORT_FILE_INVALID', { internal: 'not UTF-8' });
  }
}

function headerColumns(cells: string[]): Map<TColumn, number> {
  const found = new Map<TColumn, number>();
  cells.forEach((raw, index) => {
    const name = raw.trim().replace(/^\*/, '').toLowerCase();
    for (const [column, names] of Object.entries(CONTACT_CSV_COLUMNS) as [TColumn, readonly string[]][]) {
      if (!found.has(column) && names.some((candidate) => candidate.toLowerCase() === name)) found.set(column, index);
    }
  });
  return found;
}

export function readContactCsv(bytes: Uint8Array): ReadCsvResult {
  const records = parseCsv(decode(bytes)).filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  const [header, ...data] = records;
  const columns = header ? headerColumns(header.cells) : new Map<TColumn, number>();
  if (!columns.has('name') || !columns.has('mobile')) {
    throw new AppError('CONTACT_IMPORT_FILE_INVALID', {
      internal: 'header row lacks name or mobile',
      details: { required: [CONTACT_CSV_COLUMNS.name[0], CONTACT_CSV_COLUMNS.mobile[0]] },
    });
  }
  if (data.length > CONTACT_IMPORT_MAX_ROWS) {
    throw new AppError('CONTACT_IMPORT_TOO_MANY_ROWS', { details: { maxRows: CONTACT_IMPORT_MAX_ROWS } });
  }
  const width = header!.cells.length;
  const seen = new Set<string>();
  const result: ReadCsvResult = { rows: data.length, valid: [], failures: [] };
  for (const record of data) {
    const cell = (column: TColumn) => {
      const index = columns.get(column);
      return index === undefined ? '' : (record.cells[index] ?? '').trim();
    };
    const problems: TContactImportProblem[] = [];
    if (record.cells.length > width) problems.push('COLUMN_COUNT');
    const typeText = cell('signatoryType');
    const enterpriseName = cell('enterpriseName');
    const signatoryType: TContactSignatoryType | undefined = typeText
      ? CONTACT_CSV_TYPES[typeText.toLowerCase()]
      : enterpriseName
        ? 'ENTERPRISE'
        : 'PERSONAL';
    if (!signatoryType) problems.push('TYPE_INVALID');
    const name = cell('name');
    if (!name) problems.push('NAME_REQUIRED');
    else if (name.length > CONTACT_NAME_MAX) problems.push('NAME_TOO_LONG');
    const mobile = cell('mobile').replace(/[\s-]/g, '');
    if (!isMobile(mobile)) problems.push('MOBILE_INVALID');
    if (signatoryType === 'ENTERPRISE' && !enterpriseName) problems.push('ENTERPRISE_NAME_REQUIRED');
    if (enterpriseName.length > ENTERPRISE_NAME_MAX) problems.push('ENTERPRISE_NAME_TOO_LONG');
    const group = cell('group');
    if (group.length > GROUP_NAME_MAX) problems.push('GROUP_NAME_TOO_LONG');
    const textProblems = [
      textRuleProblem(name, { name: true }),
      textRuleProblem(enterpriseName, { name: true }),
      textRuleProblem(group, { name: true }),
    ];
    for (const problem of new Set(textProblems)) if (problem) problems.push(problem);
    const storedEnterprise = signatoryType === 'ENTERPRISE' ? enterpriseName : '';
    const key = `${signatoryType}|${mobile}|${storedEnterprise}`;
    if (problems.length === 0 && seen.has(key)) problems.push('DUPLICATE_IN_FILE');
    if (problems.length) {
      result.failures.push({ line: record.line, problems });
      continue;
    }
    seen.add(key);
    result.valid.push({
      line: record.line,
      signatoryType: signatoryType!,
      name,
      mobile,
      enterpriseName: storedEnterprise,
      group,
    });
  }
  return result;
}
