// A TypeScript entry of the server bundled into one ES module that a plain `node` child process
// runs, for tests that kill a process (kill -9) and look at what it left. Bundled as the server's
// build bundles dist/main.js (scripts/bundle-node-app.mjs), into a folder inside server/node_modules
// so that the server's own dependencies, left external, resolve from there.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ChildScript {
  /** The bundle to pass to `node`. */
  path: string;
  remove(): void;
}

/** Bundles `entry` (a path inside server/, e.g. `src/x/worker.ts`) for a child process. */
export async function bundleChildScript(entry: string): Promise<ChildScript> {
  const { bundleNodeApp } = (await import(pathToFileURL(join(serverDir, '../scripts/bundle-node-app.mjs')).href)) as {
    bundleNodeApp: (options: Record<string, unknown>) => Promise<void>;
  };
  const name = `${process.pid}-${entry.replace(/[^a-z0-9]+/gi, '-')}.mjs`;
  const path = join(serverDir, 'node_modules', '.cache', 'ecsign-child-scripts', name);
  await bundleNodeApp({ build, packageDir: serverDir, entry, outfile: path });
  return {
    path,
    remove: () => {
      rmSync(path, { force: true });
      rmSync(`${path}.map`, { force: true });
    },
  };
}
