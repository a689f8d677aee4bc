// Word → PDF with LibreOffice headless (`soffice --headless --convert-to pdf`) when it is on the
// PATH. Each conversion gets its own temporary folder and LibreOffice profile (two conversions at
// once would otherwise fight over the user profile's lock) and a time limit; whatever goes wrong
// — no soffice, a crash, a timeout, no output — is the catalogue's WORD_TO_PDF_FAILED.
import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { AppError } from '@ecsign/core/errors';

export const WORD_CONVERSION_TIMEOUT_MS = 60_000;

async function findSoffice(): Promise<string | undefined> {
  for (const folder of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
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

export async function convertWordToPdf(bytes: Uint8Array, kind: 'docx' | 'doc'): Promise<Uint8Array> {
  const soffice = await findSoffice();
  if (!soffice) throw new AppError('WORD_TO_PDF_FAILED', { internal: 'soffice is not on the PATH' });
  const folder = await mkdtemp(join(tmpdir(), 'ecsign-word-'));
  try {
    const input = join(folder, `template.${kind}`);
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
        { timeout: WORD_CONVERSION_TIMEOUT_MS, killSignal: 'SIGKILL' },
        (error) => (error ? reject(error) : resolve()),
      );
    });
    return new Uint8Array(await readFile(join(folder, 'template.pdf')));
  } catch (error) {
    throw new AppError('WORD_TO_PDF_FAILED', { internal: (error as Error).message });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
