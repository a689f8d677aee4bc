// Word (.doc/.docx/.rtf/.odt) to PDF with LibreOffice headless when `soffice` is on the PATH; without
// it, or when it fails, the catalogue's "word-to-PDF conversion failed".
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { AppError } from '@ecsign/core/errors';

const run = promisify(execFile);
const CONVERSION_TIMEOUT_MS = 120_000;

/** Word formats by their first bytes: OLE2 (.doc), ZIP (.docx/.odt), RTF. */
export function looksLikeWord(bytes: Uint8Array, fileName: string): boolean {
  const ole = bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  const rtf = new TextDecoder().decode(bytes.subarray(0, 5)) === '{\\rtf';
  return ole || rtf || (zip && /\.(docx|odt|doc)$/i.test(fileName));
}

export async function convertWordToPdf(bytes: Uint8Array, fileName: string): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), 'ecsign-word-'));
  const extension = /\.(docx?|rtf|odt)$/i.exec(fileName)?.[0] ?? '.docx';
  const input = join(dir, `input${extension}`);
  try {
    await writeFile(input, bytes);
    // A private profile folder: two conversions at once would otherwise fight over ~/.config.
    await run(
      'soffice',
      [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', 'pdf', '--outdir', dir, input],
      { timeout: CONVERSION_TIMEOUT_MS },
    );
    return new Uint8Array(await readFile(join(dir, 'input.pdf')));
  } catch (error) {
    const missing =
      (error as NodeJS.ErrnoException).code === 'ENOENT' && (error as { path?: string }).path === 'soffice';
    throw new AppError('WORD_TO_PDF_FAILED', {
      internal: missing ? 'soffice (LibreOffice) is not installed' : `soffice failed: ${(error as Error).message}`,
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
