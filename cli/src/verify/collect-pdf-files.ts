// The files `ecsign verify` checks: each argument as given, a directory walked (recursively) for
// *.pdf files in name order. A path that does not exist stays in the list, so it gets its own
// `error` result instead of stopping the run.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

const isPdfName = (name: string) => name.toLowerCase().endsWith('.pdf');

async function walk(dir: string, out: string[]): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await walk(path, out);
    else if ((entry.isFile() || entry.isSymbolicLink()) && isPdfName(entry.name)) out.push(path);
  }
}

export async function collectPdfFiles(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => undefined);
    if (info?.isDirectory()) await walk(path, files);
    else files.push(path);
  }
  return [...new Set(files)];
}
