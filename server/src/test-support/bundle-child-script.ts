// A TypeScript entry of the server bundled into one ES module that a plain `node` child process
// runs, for tests that kill a process (kill -9) and look at what it left. As server/build.mjs:
// @ecsign/core is bundled, the server's own dependencies load from server/node_modules (the
// bundle sits inside it, so they resolve).
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ChildScript {
  /** The bundle to pass to `node`. */
  path: string;
  remove(): void;
}

/** Bundles `entry` (a path inside server/, e.g. `src/x/worker.ts`) for a child process. */
export async function bundleChildScript(entry: string): Promise<ChildScript> {
  const { dependencies } = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const folder = join(serverDir, 'node_modules', '.cache', 'ecsign-child-scripts', String(process.pid));
  const path = join(folder, `${entry.replace(/[^a-z0-9]+/gi, '-')}.mjs`);
  await build({
    absWorkingDir: serverDir,
    entryPoints: [entry],
    outfile: path,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: Object.keys(dependencies).filter((name) => !name.startsWith('@ecsign/')),
    banner: {
      js: "import { createRequire as childRequire } from 'node:module'; const require = childRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  return { path, remove: () => rmSync(path, { force: true }) };
}
