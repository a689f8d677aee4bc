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
