// An uploaded employee list → rows and per-row problems. CSV in UTF-8 (with or without BOM) or in
// GBK as Excel writes it in China; XLSX through read-excel-file, after core unpacked the archive
// within its budget (entries, inflated bytes, ratio: readZipWithinBudget) and it was packed again
// uncompressed from what passed, so the reader never meets a decompression bomb or an entry the
// central directory does not list. Anything else, an empty file, a
// CSV in another encoding (UTF-16, Big5: said once, with the line and the hint to save as UTF-8 or
// GBK) or more than HR_MAX_ROWS rows is refused whole.
import { AppError } from '@ecsign/core/errors';
import {
  HR_MAX_ROWS,
  readZipWithinBudget,
  decodeEmployeeCsv,
  parseCsvText,
  tableToEmployeeRows,
  type THrColumn,
  type THrParseReply,
} from '@ecsign/core/model';
import { zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';

const ZIP = [0x50, 0x4b, 0x03, 0x04];

function decodeText(bytes: Uint8Array): string {
  const decoded = decodeEmployeeCsv(bytes);
  if (decoded.ok) return decoded.text;
  throw new AppError('CONTACT_IMPORT_FILE_INVALID', {
    internal: `employee list in ${decoded.encoding}`,
    details: { encoding: decoded.encoding, encodingLine: decoded.line ?? 1 },
  });
}

export async function readEmployeeTable(bytes: Uint8Array, fileName = ''): Promise<string[][]> {
  if (bytes.length === 0) throw new AppError('UPLOAD_CONTENT_EMPTY');
  const isZip = ZIP.every((byte, index) => bytes[index] === byte);
  if (isZip) {
    // Throws CONTACT_IMPORT_FILE_TOO_LARGE over budget, ATTACHMENT_TYPE_UNSUPPORTED for a broken archive.
    const entries = readZipWithinBudget(bytes);
    const checked = zipSync(entries, { level: 0 });
    try {
      const sheet = await readSheet(Buffer.from(checked.buffer, checked.byteOffset, checked.length));
      return sheet.map((row) =>
        row.map((cell) =>
          cell === null || cell === undefined
            ? ''
            : cell instanceof Date
              ? cell.toISOString().slice(0, 10)
              : String(cell),
        ),
      );
    } catch (error) {
      throw new AppError('ATTACHMENT_TYPE_UNSUPPORTED', { internal: `bad xlsx: ${String(error)}` });
    }
  }
  // UTF-16 has zero bytes too, but is a list saved in the wrong encoding rather than another file type.
  if (/\.(xls|xlsx|pdf|docx?)$/i.test(fileName) || (bytes.includes(0) && decodeEmployeeCsv(bytes).ok)) {
    throw new AppError('ATTACHMENT_TYPE_UNSUPPORTED', { internal: `not CSV or XLSX: ${fileName}` });
  }
  return parseCsvText(decodeText(bytes));
}

export async function parseEmployeeFile(
  bytes: Uint8Array,
  columns: THrColumn[],
  fileName?: string,
): Promise<THrParseReply> {
  const table = await readEmployeeTable(bytes, fileName);
  const dataRows = table.slice(1).filter((cells) => cells.some((cell) => cell.trim() !== '')).length;
  if (dataRows === 0) throw new AppError('UPLOAD_CONTENT_EMPTY', { internal: 'no employee rows' });
  if (dataRows > HR_MAX_ROWS) {
    throw new AppError('CONTACT_IMPORT_TOO_MANY_ROWS', { details: { rows: dataRows, max: HR_MAX_ROWS } });
  }
  return tableToEmployeeRows(table, columns);
}
