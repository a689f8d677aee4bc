// Word → PDF with LibreOffice headless (`soffice --headless --convert-to pdf`), for contract
// documents and templates alike. The format is sniffed from the bytes (sniff-word-format.ts), so a
// renamed file is converted as what it is and a non-Word file never reaches LibreOffice. soffice
// is looked up on the PATH; each conversion gets its own temporary folder and LibreOffice profile
// (two conversions at once would otherwise fight over the user profile's lock) and a time limit
// after which the process is killed. Whatever goes wrong — not Word, no soffice, a crash, a
// timeout, no output — is the catalogue's WORD_TO_PDF_FAILED, except a full disk, which is
// STORAGE_FULL (converting again will not help); the temporary folder goes either way.
import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { AppError } from '@ecsign/core/errors';
import { asStorageFull, isStorageFull } from '../blobs/storage-full';
import { sniffWordFormat } from './sniff-word-format';

export const WORD_CONVERSION_TIMEOUT_MS = 60_000;

export interface ConvertWordOptions {
  /** Kill LibreOffice after this long (default WORD_CONVERSION_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Where to look for soffice (default process.env.PATH). */
  path?: string;
}

export async function findSoffice(path = process.env.PATH ?? ''): Promise<string | undefined> {
  for (const folder of path.split(delimiter).filter(Boolean)) {
    const candidate = join(folder, 'soffice');
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

export async function convertWordToPdf(bytes: Uint8Array, options: ConvertWordOptions = {}): Promise<Uint8Array> {
  const format = sniffWordFormat(bytes);
  if (!format) throw new AppError('WORD_TO_PDF_FAILED', { internal: 'the file is not a Word document' });
  const soffice = await findSoffice(options.path);
  if (!soffice) throw new AppError('WORD_TO_PDF_FAILED', { internal: 'soffice (LibreOffice) is not on the PATH' });
  const folder = await mkdtemp(join(tmpdir(), 'ecsign-word-'));
  try {
    const input = join(folder, `document.${format}`);
    await writeFile(input, bytes);
    await new Promise<void>((resolve, reject) => {
      execFile(
        soffice,
        [
          `-env:UserInstallation=${pathToFileURL(join(folder, 'profile')).href}`,
          '--headless',
          '--norestore',
          '--convert-to',
          'pdf',
          '--outdir',
          folder,
          input,
        ],
        { timeout: options.timeoutMs ?? WORD_CONVERSION_TIMEOUT_MS, killSignal: 'SIGKILL' },
        (error) => (error ? reject(error) : resolve()),
      );
    });
    const pdf = new Uint8Array(await readFile(join(folder, 'document.pdf')));
    if (pdf.length === 0) throw new Error('soffice wrote an empty PDF');
    return pdf;
  } catch (error) {
    if (isStorageFull(error)) throw asStorageFull(error, 'Word conversion folder');
    throw new AppError('WORD_TO_PDF_FAILED', { internal: `soffice failed: ${(error as Error).message}` });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
