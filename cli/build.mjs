// Builds the CLI into dist/: ecsign-bundle.cjs, the whole program (see scripts/bundle-node-app.mjs),
// ecsign-verify-bundle.cjs, `ecsign verify` alone (src/verify-main.ts), and ecsign.js, which runs one with a V8 code cache kept in dist/code-cache (src/launch). A new
// build removes the caches and the files of earlier layouts. pack.mjs builds the same way into the
// folder it packs, through buildCli.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import { bundleNodeApp } from '../scripts/bundle-node-app.mjs';

const packageDir = fileURLToPath(new URL('.', import.meta.url));

/** Dependencies compiled into the bundle although the CLI declares them: commander is compiled from
 * the code cache with the rest. The installed package need not depend on them. */
export const BUNDLED = ['commander'];

/**
 * The CLI's two files in `outDir` (absolute). `build` is esbuild's unless a caller wraps it (pack.mjs
 * asks for the metafile to see what the bundle left external).
 */
export async function buildCli({ outDir, build = esbuild }) {
  for (const stale of ['code-cache', 'chunks']) rmSync(join(outDir, stale), { recursive: true, force: true });
  await bundleNodeApp({
    build,
    packageDir,
    entry: 'src/main.ts',
    outfile: join(outDir, 'ecsign-bundle.cjs'),
    format: 'cjs',
    bundled: BUNDLED,
  });
  await bundleNodeApp({
    build,
    packageDir,
    entry: 'src/verify-main.ts',
    outfile: join(outDir, 'ecsign-verify-bundle.cjs'),
    format: 'cjs',
    bundled: BUNDLED,
  });
  await bundleNodeApp({ build, packageDir, entry: 'src/launch/start.ts', outfile: join(outDir, 'ecsign.js') });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildCli({ outDir: join(packageDir, 'dist') });
}
