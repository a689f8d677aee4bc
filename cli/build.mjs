// Bundles the CLI into dist/ecsign.js (see scripts/bundle-node-app.mjs).
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { bundleNodeApp } from '../scripts/bundle-node-app.mjs';

await bundleNodeApp({
  build,
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  entry: 'src/main.ts',
  outfile: 'dist/ecsign.js',
});
