// The entries of a ZIP archive (an .xlsx employee list, R-start-hr-contract) inflated within a
// budget. An .xlsx is a ZIP of XML files, and a 1 MB archive can hold a sheet that inflates to a
// gibibyte; the list reader must never hold or work through that. So the central directory is
// read first (entry count, declared sizes, compression ratios), and each entry is then inflated
// in small steps that stop the moment it passes the size it declared, because a hostile archive
// may declare anything. Runs in the browser too: pure JavaScript (fflate).
import { Inflate } from 'fflate';
import { AppError } from '../../errors/app-error';

export interface ZipBudget {
  /** Entries the archive may list. */
  readonly maxEntries: number;
  /** Bytes all entries may inflate to together. */
  readonly maxInflatedBytes: number;
  /** Inflated ÷ compressed bytes an entry larger than 1 MiB may reach. */
  readonly maxRatio: number;
}

/**
 * An .xlsx list of HR_MAX_ROWS employees inflates to well under 200 MiB (its sheet and shared
 * strings are plain XML, about 10:1 compressed); Excel writes about a dozen entries.
 */
export const XLSX_BUDGET: ZipBudget = { maxEntries: 1000, maxInflatedBytes: 200 * 1024 * 1024, maxRatio: 100 };

interface CentralEntry {
  readonly name: string;
  readonly method: number;
  readonly compressedSize: number;
  readonly inflatedSize: number;
  readonly localOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const RATIO_FREE_BYTES = 1024 * 1024;
/** Input fed to the inflater per step: at most about a megabyte of output per step. */
const STEP = 1024;

/** Every entry's inflated bytes by name; throws CONTACT_IMPORT_FILE_TOO_LARGE over budget. */
export function readZipWithinBudget(bytes: Uint8Array, budget: ZipBudget = XLSX_BUDGET): Record<string, Uint8Array> {
  const entries = readCentralDirectory(bytes, budget);
  let declaredTotal = 0;
  for (const entry of entries) {
    declaredTotal += entry.inflatedSize;
    if (declaredTotal > budget.maxInflatedBytes)
      tooLarge(`entries inflate to more than ${budget.maxInflatedBytes} bytes`);
    const ratio = entry.inflatedSize / Math.max(1, entry.compressedSize);
    if (entry.inflatedSize > RATIO_FREE_BYTES && ratio > budget.maxRatio) {
      tooLarge(`${entry.name} inflates ${Math.round(ratio)}:1`);
    }
  }
  const files: Record<string, Uint8Array> = {};
  for (const entry of entries) files[entry.name] = inflateEntry(bytes, entry);
  return files;
}

function readCentralDirectory(bytes: Uint8Array, budget: ZipBudget): CentralEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) malformed('no end of central directory');
  const count = view.getUint16(end + 10, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryOffset === 0xffffffff) malformed('ZIP64 archive');
  if (count > budget.maxEntries) tooLarge(`${count} entries`);
  const entries: CentralEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) malformed('broken central directory');
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const nameLength = view.getUint16(at + 28, true);
    const entry: CentralEntry = {
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method,
      compressedSize: view.getUint32(at + 20, true),
      inflatedSize: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    };
    if (flags & 1) malformed(`${entry.name} is encrypted`);
    if (method !== STORED && method !== DEFLATED) malformed(`${entry.name} uses method ${method}`);
    entries.push(entry);
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

function inflateEntry(bytes: Uint8Array, entry: CentralEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const local = entry.localOffset;
  if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL_HEADER)
    malformed(`${entry.name}: no local header`);
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) malformed(`${entry.name} is truncated`);
  if (entry.method === STORED) {
    if (data.length !== entry.inflatedSize) malformed(`${entry.name}: stored size differs`);
    return data;
  }
  const out = new Uint8Array(entry.inflatedSize);
  let written = 0;
  let finished = false;
  const inflater = new Inflate((chunk, final) => {
    if (written + chunk.length > out.length)
      tooLarge(`${entry.name} inflates past the ${out.length} bytes it declares`);
    out.set(chunk, written);
    written += chunk.length;
    if (final) finished = true;
  });
  try {
    for (let at = 0; at < data.length; at += STEP)
      inflater.push(data.subarray(at, at + STEP), at + STEP >= data.length);
  } catch (error) {
    if (error instanceof AppError) throw error;
    malformed(`${entry.name} does not inflate: ${(error as Error).message}`);
  }
  if (!finished || written !== out.length) malformed(`${entry.name} inflates to ${written}, not ${out.length} bytes`);
  return out;
}

function tooLarge(why: string): never {
  throw new AppError('CONTACT_IMPORT_FILE_TOO_LARGE', { internal: `xlsx over budget: ${why}` });
}

function malformed(why: string): never {
  throw new AppError('ATTACHMENT_TYPE_UNSUPPORTED', { internal: `bad xlsx: ${why}` });
}
