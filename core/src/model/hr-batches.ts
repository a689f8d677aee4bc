// HR batch contracts: one contract per employee from a template and an employee list,
// pre-signed by the enterprise's HR seal, then signed by each employee. The schemas of
//   GET  hr/batch/templates                 → ZHrTemplateOptions (enabled HR templates)
//   GET  hr/batch/columns?templateId=       → ZHrTemplateColumns (what the list must carry)
//   POST hr/batch/preview                   ZHrPreviewRequest → the row's filled PDF
//   GET  hr/batch/sample?templateId=        → a sample CSV (UTF-8 with BOM)
//   POST hr/batch/parse?templateId=         raw CSV/XLSX → ZHrParseReply (nothing is stored)
//   POST hr/batch/attachments?fileName=     raw or multipart file → ZUploadedFile (≤ 8 MB: 75100011)
//   POST hr/batch                           ZHrBatchCreate → ZHrBatchView (≤ 100 attachments: 75100010)
//   POST hr/batch/{batchId}/rows            ZHrRowsAdd → ZHrBatchView
//   POST hr/batch/{batchId}/start           ZHrBatchStart → ZHrBatchView
//   POST hr/batch/{batchId}/pause|resume|cancel → ZHrBatchView
//   GET  hr/batch/{batchId}                 → ZHrBatchView (progress)
//   GET  hr/batch/{batchId}/rows            ZHrRowQuery → page of ZHrRowView (results)
//   GET  hr/batch/{batchId}/rows/{rowId}/pdf → the row's current (signed) PDF
// and the pure row rules both the server and the CLI apply before anything is sent.
import { MAX_ATTACHMENTS } from '../validation/constants';
import { isMobile } from '../validation/is-mobile';
import { parseIdCardNumber } from '../validation/parse-id-card-number';
import { z } from 'zod';
import { ZId } from './field-shapes';
import { ZLocalDateTime } from './date-time';
import { ZPageQuery, zPage } from './envelope';
import { normalizeHrMobile } from './hr-list/normalize-hr-mobile';
import { ID_MAX, safeName, safeText, textRuleProblem } from '../validation/safe-text';

export * from './hr-list/decode-employee-csv';
export * from './hr-list/hr-column-name';
export * from './hr-list/hr-row-digest';
export * from './hr-list/normalize-hr-mobile';
export * from './hr-list/read-zip-within-budget';

/** Batch file states (spec item S-batch). */
export const HR_BATCH_STATES = ['WAITING_SEND', 'PROCESSING', 'FINISH'] as const;
export const ZHrBatchState = z.enum(HR_BATCH_STATES);
export type THrBatchState = z.infer<typeof ZHrBatchState>;

/** Whether rows are being sent: RUNNING, PAUSED by a person, or CANCELLED for good. */
export const HR_BATCH_CONTROLS = ['RUNNING', 'PAUSED', 'CANCELLED'] as const;
export const ZHrBatchControl = z.enum(HR_BATCH_CONTROLS);

/** A row: WAITING to be sent, SENT (its plan exists), FAILED (with a reason), CANCELLED with its batch. */
export const HR_ROW_STATUSES = ['WAITING', 'SENT', 'FAILED', 'CANCELLED'] as const;
export const ZHrRowStatus = z.enum(HR_ROW_STATUSES);
export type THrRowStatus = z.infer<typeof ZHrRowStatus>;

/** A file longer than this is refused whole, before any row is checked (a 100,001-row file gets one answer). */
export const HR_MAX_ROWS = 100_000;
/** Rows per create / add-rows request; bigger lists go in several requests. */
export const HR_ROWS_PER_REQUEST = 1000;

/** The fixed columns, by their header in a file (Simplified or Traditional Chinese, or English). */
export const HR_FIXED_COLUMNS = {
  name: ['姓名', 'name'],
  mobile: ['手机号', '手机', 'mobile', '手機號', '手機'],
  idNumber: ['身份证号', '身份证号码', 'idNumber', 'id_number', '身分證號', '身份證號', '身分證號碼'],
  businessId: ['业务ID', '业务编号', 'businessId', 'business_id', '業務ID', '業務編號'],
} as const;

export const ZHrBusinessId = safeText({ max: 64 })
  .min(1)
  .regex(/^[\w.:-]+$/, 'Letters, digits and _ . : -');

export const ZHrEmployeeRow = z.object({
  /** The enterprise's own id of this contract; makes a repeated send harmless. Derived from the row when omitted. */
  businessId: ZHrBusinessId.optional(),
  name: safeName({ max: 50 }),
  /** `+86 138 0000 0001` and the like are kept as the 11 digits. */
  mobile: safeText({ max: 20 }).transform(normalizeHrMobile),
  idNumber: safeText({ max: 32 }),
  /** Template field values by field key. */
  values: z.record(safeText({ max: 40 }), safeText({ max: 500, trim: false })).default({}),
});
export type THrEmployeeRow = z.infer<typeof ZHrEmployeeRow>;
export type THrEmployeeRowInput = z.input<typeof ZHrEmployeeRow>;

export const HR_ROW_PROBLEMS = [
  'NAME_MISSING',
  'MOBILE_INVALID',
  'ID_NUMBER_INVALID',
  'FIELD_MISSING',
  'FIELD_INVALID',
  'DUPLICATE_BUSINESS_ID',
  'DUPLICATE_EMPLOYEE',
  'BUSINESS_ID_INVALID',
  'EMPTY_ROW',
  /** The header lacks a column every row needs: reported once, on row 1 (the header), never per row. */
  'COLUMN_MISSING',
  /** Open API apps must name every row's business ID. */
  'BUSINESS_ID_MISSING',
  /** The text rule (safe-text.ts), by its catalogue codes: control or bidi characters in a cell, an invisible name. */
  'TEXT_UNSAFE_CHARACTERS',
  'TEXT_INVISIBLE_ONLY',
] as const;
export const ZHrRowProblem = z.enum(HR_ROW_PROBLEMS);
export type THrRowProblem = z.infer<typeof ZHrRowProblem>;

/**
 * One problem of one row. For a file (`parse`, the CLI's CSV) `row` is the row Excel shows: the
 * header is row 1, the first employee row 2, blank lines counted. For rows sent as JSON it counts
 * the request's rows from 1.
 */
export const ZHrRowIssue = z.object({
  row: z.number().int().min(1),
  column: z.string(),
  problem: ZHrRowProblem,
  value: z.string().optional(),
});
export type THrRowIssue = z.infer<typeof ZHrRowIssue>;

/** A template field as the employee list must give it. */
export const ZHrColumn = z.object({
  key: z.string(),
  label: z.string(),
  type: z.string(),
  /** Required with no default: every row needs a value. */
  required: z.boolean(),
});
export type THrColumn = z.infer<typeof ZHrColumn>;

export const ZHrTemplateColumns = z.object({
  templateId: z.string(),
  templateName: z.string(),
  columns: z.array(ZHrColumn),
});
export type THrTemplateColumns = z.infer<typeof ZHrTemplateColumns>;

export const ZHrTemplateQuery = z.object({ templateId: safeText({ max: ID_MAX }).min(1) });

/** An enabled template of the enterprise that fits an HR batch (GET hr/batch/templates). */
export const ZHrTemplateOption = z.object({ templateId: z.string(), name: z.string() });
export const ZHrTemplateOptions = z.array(ZHrTemplateOption);
export type THrTemplateOption = z.infer<typeof ZHrTemplateOption>;

/** POST hr/batch/preview: one row's filled contract (PDF bytes; nothing is stored or signed). */
export const ZHrPreviewRequest = z.object({ templateId: safeText({ max: ID_MAX }).min(1), row: ZHrEmployeeRow });
export type THrPreviewRequest = z.input<typeof ZHrPreviewRequest>;

/**
 * The first rows of a clean list, kept in the tab's sessionStorage by startHRContract so that
 * /hrContract/previewContract (a page of its own, opened in a new tab) can fill any of them.
 */
export const HR_PREVIEW_DRAFT_ROWS = 50;
export const ZHrPreviewDraft = z.object({
  templateId: ZId,
  templateName: z.string(),
  rows: z.array(ZHrEmployeeRow).min(1).max(HR_PREVIEW_DRAFT_ROWS),
});
export type THrPreviewDraft = z.infer<typeof ZHrPreviewDraft>;

export const ZHrParseQuery = ZHrTemplateQuery.extend({ fileName: safeText({ max: 200 }).optional() });

export const ZHrParseReply = z.object({
  rows: z.array(ZHrEmployeeRow),
  issues: z.array(ZHrRowIssue),
  /** The sheet row (as Excel numbers it) of each of `rows`, so later messages can name it. */
  sheetRows: z.array(z.number().int()).optional(),
});
export type THrParseReply = z.infer<typeof ZHrParseReply>;

/** An uploaded attachment (POST hr/batch/attachments) that every contract of the batch carries. */
export const ZHrAttachmentRef = z.object({
  fileId: safeText({ max: ID_MAX }).min(1),
  /** The name the contract shows; the uploaded file's name when omitted. */
  name: safeText({ max: 200 }).min(1).optional(),
});
export type THrAttachmentRef = z.infer<typeof ZHrAttachmentRef>;

export const ZHrAttachmentQuery = z.object({ fileName: safeText({ max: 200 }).min(1).optional() });

export const ZHrBatchCreate = z.object({
  templateId: safeText({ max: ID_MAX }).min(1),
  taskName: safeText({ max: 100 }).min(1),
  /** Signing deadline of every row's plan (China local time). */
  endTime: ZLocalDateTime.optional(),
  rows: z.array(ZHrEmployeeRow).max(HR_ROWS_PER_REQUEST).default([]),
  attachments: z.array(ZHrAttachmentRef).max(MAX_ATTACHMENTS).default([]),
});
export type THrBatchCreate = z.input<typeof ZHrBatchCreate>;

export const ZHrRowsAdd = z.object({ rows: z.array(ZHrEmployeeRow).min(1).max(HR_ROWS_PER_REQUEST) });
export type THrRowsAdd = z.input<typeof ZHrRowsAdd>;

/** No startTime: send now; with one (China local time, in the future): rows go out then. */
export const ZHrBatchStart = z.object({ startTime: ZLocalDateTime.optional() });
export type THrBatchStart = z.input<typeof ZHrBatchStart>;

export const ZHrBatchIdParams = z.object({ batchId: safeText({ max: ID_MAX }).min(1) });
export const ZHrRowIdParams = ZHrBatchIdParams.extend({ rowId: safeText({ max: ID_MAX }).min(1) });

export const ZHrBatchView = z.object({
  batchId: z.string(),
  templateId: z.string(),
  taskName: z.string(),
  state: ZHrBatchState,
  control: ZHrBatchControl,
  /** Start was called (now or for later): rows can no longer be added. `ecsign hr send --resume` reads it. */
  started: z.boolean().optional(),
  /** ENABLE: sent at startTime; DISABLE: sent when started. */
  sendTimeState: z.enum(['ENABLE', 'DISABLE']),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  rowCount: z.number().int(),
  waitingCount: z.number().int(),
  sentCount: z.number().int(),
  failedCount: z.number().int(),
  cancelledCount: z.number().int(),
  /** Attachments every contract of the batch carries. */
  attachmentCount: z.number().int().optional(),
  /**
   * How many list rows the batch has received and the digest of them, in order (hrDigestLink):
   * `hr send --resume` compares its list with them. Null for batches made before they were kept.
   */
  rowsReceived: z.number().int().nullable().optional(),
  rowsDigest: z.string().nullable().optional(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type THrBatchView = z.infer<typeof ZHrBatchView>;

export const ZHrRowView = z.object({
  rowId: z.string(),
  index: z.number().int(),
  businessId: z.string(),
  name: z.string(),
  mobile: z.string(),
  status: ZHrRowStatus,
  planId: z.string().nullable(),
  taskNo: z.string().nullable(),
  /** Task status of the plan (1 in progress, 5 completed …) once sent. */
  planStatus: z.number().int().nullable(),
  errorStatus: z.number().int().nullable(),
  errorMessage: z.string().nullable(),
});
export type THrRowView = z.infer<typeof ZHrRowView>;

export const ZHrRowQuery = ZPageQuery.extend({
  size: z.coerce.number().int().min(1).max(1000).default(10),
  status: ZHrRowStatus.optional(),
});
export type THrRowQuery = z.input<typeof ZHrRowQuery>;
export const ZHrRowPage = zPage(ZHrRowView);

export const ZHrBatchList = zPage(ZHrBatchView);

// ── the row rules (shared by server and CLI) ─────────────────────────────────────────────────

/** RFC 4180 CSV (quotes, doubled quotes, CRLF or LF); a leading BOM is dropped. */
export function parseCsvText(text: string): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const table: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      row.push(cell);
      table.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    table.push(row);
  }
  return table;
}

/** Which column of the header holds what: fixed columns by name, template fields by key or label. */
function headerMap(header: string[], columns: THrColumn[]) {
  const find = (names: readonly string[]) => header.findIndex((h) => names.includes(h.trim()));
  const fields = columns.map((column) => ({
    column,
    at: header.findIndex((h) => h.trim() === column.key || h.trim() === column.label),
  }));
  return {
    name: find(HR_FIXED_COLUMNS.name),
    mobile: find(HR_FIXED_COLUMNS.mobile),
    idNumber: find(HR_FIXED_COLUMNS.idNumber),
    businessId: find(HR_FIXED_COLUMNS.businessId),
    fields,
  };
}

/** The fixed columns every list must have (the business ID may be derived from the row). */
const REQUIRED_FIXED = ['name', 'mobile', 'idNumber'] as const;

/**
 * A table (header first) → employee rows and the problems of each row, numbered as Excel shows
 * them (the header is row 1). Blank lines are skipped but still counted. A column the header lacks
 * is one COLUMN_MISSING issue on row 1, naming the header it expects; rows are not then blamed for
 * the value they could not have.
 */
export function tableToEmployeeRows(table: string[][], columns: THrColumn[]): THrParseReply {
  const [header = [], ...body] = table;
  const map = headerMap(header, columns);
  const missing: THrRowIssue[] = [
    ...REQUIRED_FIXED.filter((key) => map[key] < 0).map((key) => ({
      row: 1,
      column: key,
      problem: 'COLUMN_MISSING' as const,
      value: HR_FIXED_COLUMNS[key][0],
    })),
    ...map.fields
      .filter(({ column, at }) => column.required && at < 0)
      .map(({ column }) => ({ row: 1, column: column.key, problem: 'COLUMN_MISSING' as const, value: column.label })),
  ];
  const rows: THrEmployeeRow[] = [];
  const sheetRows: number[] = [];
  const at = (cells: string[], index: number) => (index >= 0 ? (cells[index] ?? '').trim() : '');
  body.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const values: Record<string, string> = {};
    for (const { column, at: where } of map.fields) {
      const value = at(cells, where);
      if (value !== '') values[column.key] = value;
    }
    const businessId = at(cells, map.businessId);
    rows.push({
      ...(businessId ? { businessId } : {}),
      name: at(cells, map.name),
      mobile: normalizeHrMobile(at(cells, map.mobile)),
      idNumber: at(cells, map.idNumber),
      values,
    });
    sheetRows.push(index + 2);
  });
  const absent = new Set(missing.map((issue) => issue.column));
  const sheetRow = (n: number) => sheetRows[n - 1] ?? n;
  const issues = validateEmployeeRows(rows, columns)
    .filter((issue) => !absent.has(issue.column))
    .map((issue) => ({
      ...issue,
      row: sheetRow(issue.row),
      ...(issue.problem === 'DUPLICATE_EMPLOYEE' && issue.value
        ? { value: String(sheetRow(Number(issue.value))) }
        : {}),
    }));
  return { rows, issues: [...missing, ...issues], sheetRows };
}

const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function valueFits(type: string, value: string): boolean {
  if (type === 'NUMBER' || type === 'AMOUNT_CN') return NUMBER.test(value);
  if (type === 'DATE') return DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
  if (type === 'ID_NUMBER') return parseIdCardNumber(value).valid;
  if (type === 'CHECKBOX') return value === 'true' || value === 'false';
  return value.length <= 500;
}

/** Every problem of every row, before anything is sent: nothing of a list with problems is started. */
export function validateEmployeeRows(rows: THrEmployeeRowInput[], columns: THrColumn[]): THrRowIssue[] {
  const issues: THrRowIssue[] = [];
  const seenBusiness = new Map<string, number>();
  const seenPerson = new Map<string, number>();
  rows.forEach((row, index) => {
    const at = index + 1;
    const values = row.values ?? {};
    if (!row.name?.trim()) issues.push({ row: at, column: 'name', problem: 'NAME_MISSING' });
    else {
      const problem = textRuleProblem(row.name, { name: true });
      if (problem) issues.push({ row: at, column: 'name', problem });
    }
    if (!isMobile(normalizeHrMobile(row.mobile ?? '')))
      issues.push({ row: at, column: 'mobile', problem: 'MOBILE_INVALID', value: row.mobile ?? '' });
    const id = parseIdCardNumber(row.idNumber ?? '');
    if (!id.valid)
      issues.push({ row: at, column: 'idNumber', problem: 'ID_NUMBER_INVALID', value: row.idNumber ?? '' });
    else {
      const earlier = seenPerson.get(id.value.number);
      if (earlier !== undefined)
        issues.push({ row: at, column: 'idNumber', problem: 'DUPLICATE_EMPLOYEE', value: `${earlier}` });
      else seenPerson.set(id.value.number, at);
    }
    if (row.businessId !== undefined) {
      if (!ZHrBusinessId.safeParse(row.businessId).success)
        issues.push({ row: at, column: 'businessId', problem: 'BUSINESS_ID_INVALID', value: row.businessId });
      const earlier = seenBusiness.get(row.businessId);
      if (earlier !== undefined)
        issues.push({ row: at, column: 'businessId', problem: 'DUPLICATE_BUSINESS_ID', value: row.businessId });
      else seenBusiness.set(row.businessId, at);
    }
    for (const column of columns) {
      const value = values[column.key]?.trim() ?? '';
      if (value === '') {
        if (column.required) issues.push({ row: at, column: column.key, problem: 'FIELD_MISSING' });
      } else if (textRuleProblem(value)) {
        issues.push({ row: at, column: column.key, problem: textRuleProblem(value)! });
      } else if (!valueFits(column.type, value)) {
        issues.push({ row: at, column: column.key, problem: 'FIELD_INVALID', value });
      }
    }
  });
  return issues;
}

/** The texts of the row problems, for CLI output and the server's messages. */
export const HR_ROW_PROBLEM_TEXTS: Record<THrRowProblem, { zh: string; en: string; 'zh-TW': string }> = {
  NAME_MISSING: { zh: '姓名不能为空', en: 'the name is missing', 'zh-TW': '姓名不能為空' },
  MOBILE_INVALID: { zh: '手机号格式不正确', en: 'not a mobile number', 'zh-TW': '手機號格式不正確' },
  ID_NUMBER_INVALID: { zh: '身份证号不正确', en: 'not a valid ID number', 'zh-TW': '身分證號不正確' },
  FIELD_MISSING: { zh: '必填字段缺失', en: 'a required field is missing', 'zh-TW': '必填欄位缺失' },
  FIELD_INVALID: { zh: '字段值不符合类型', en: "the value does not fit the field's type", 'zh-TW': '欄位值不符合類型' },
  DUPLICATE_BUSINESS_ID: { zh: '业务ID重复', en: 'the business ID repeats', 'zh-TW': '業務ID重複' },
  DUPLICATE_EMPLOYEE: { zh: '员工重复', en: 'the employee repeats an earlier row', 'zh-TW': '員工重複' },
  BUSINESS_ID_INVALID: { zh: '业务ID格式不正确', en: 'the business ID is malformed', 'zh-TW': '業務ID格式不正確' },
  EMPTY_ROW: { zh: '空行', en: 'the row is empty', 'zh-TW': '空行' },
  COLUMN_MISSING: { zh: '表头缺少此列', en: 'the header has no such column', 'zh-TW': '表頭缺少此欄' },
  TEXT_UNSAFE_CHARACTERS: {
    zh: '含有不允许的控制字符或文字方向字符',
    en: 'contains control or text-direction characters that are not allowed',
    'zh-TW': '含有不允許的控制字元或文字方向字元',
  },
  TEXT_INVISIBLE_ONLY: {
    zh: '姓名只由空白或不可见字符组成',
    en: 'the name consists only of blank or invisible characters',
    'zh-TW': '姓名只由空白或不可見字元組成',
  },
  BUSINESS_ID_MISSING: {
    zh: '以 Open API 应用发送时每行都要有业务ID',
    en: 'every row needs a business ID when sent as an Open API app',
    'zh-TW': '以 Open API 應用程式傳送時每列都要有業務ID',
  },
};
