// Builds the CLI into dist/: ecsign-bundle.cjs, the whole program (see scripts/bundle-node-app.mjs),
// and ecsign.js, which runs it with a V8 code cache kept in dist/code-cache (src/launch). A new
// build removes the caches and the files of earlier layouts.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { bundleNodeApp } from '../scripts/bundle-node-app.mjs';

const packageDir = fileURLToPath(new URL('.', import.meta.url));
for (const stale of ['dist/code-cache', 'dist/chunks'])
  rmSync(new URL(stale, import.meta.url), { recursive: true, force: true });

await bundleNodeApp({
  build,
  packageDir,
  entry: 'src/main.ts',
  outfile: 'dist/ecsign-bundle.cjs',
  format: 'cjs',
  // Bundled so that commander is compiled from the code cache with the rest.
  bundled: ['commander'],
});
await bundleNodeApp({ build, packageDir, entry: 'src/launch/start.ts', outfile: 'dist/ecsign.js' });
