// The files `ecsign verify` checks: each argument as given, a directory walked (recursively) for
// *.pdf files in name order. A path that does not exist stays in the list, so it gets its own
// `error` result instead of stopping the run. node:fs's synchronous calls, one after another as
// before: node:fs/promises would load streams and readline at every start (load-trust-anchors.ts).
import { readdirSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';

const isPdfName = (name: string) => name.toLowerCase().endsWith('.pdf');

function walk(dir: string, out: string[]): void {
  const entries = readdirSync(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if ((entry.isFile() || entry.isSymbolicLink()) && isPdfName(entry.name)) out.push(path);
  }
}

/** Any path that cannot be looked at (missing, not a folder on the way, no permission) is checked as given. */
function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

export function collectPdfFiles(paths: readonly string[]): string[] {
  const files: string[] = [];
  for (const path of paths) {
    const info = statOrUndefined(path);
    if (info?.isDirectory()) walk(path, files);
    else files.push(path);
  }
  return [...new Set(files)];
}
