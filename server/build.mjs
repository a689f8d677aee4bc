// Bundles the server into dist/main.js (see scripts/bundle-node-app.mjs).
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { bundleNodeApp } from '../scripts/bundle-node-app.mjs';

await bundleNodeApp({
  build,
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  entry: 'src/main.ts',
  outfile: 'dist/main.js',
});
// The HR batch's PDF worker thread (hr-batches/row-pdf-pool.ts starts it from next to main.js).
await bundleNodeApp({
  build,
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  entry: 'src/modules/hr-batches/row-pdf-worker.ts',
  outfile: 'dist/row-pdf-worker.js',
});
