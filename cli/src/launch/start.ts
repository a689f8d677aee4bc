// Entry of the built CLI (dist/ecsign.js): runs the bundle dist/ecsign-bundle.cjs through the
// code cache in dist/code-cache (see run-bundle-with-code-cache.ts).
import { fileURLToPath } from 'node:url';
import { runBundleWithCodeCache } from './run-bundle-with-code-cache';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// The command's name is the first plain word of the arguments (`ecsign -s URL verify …` → verify).
const command = process.argv.slice(2).find((arg) => /^[a-z]+$/.test(arg)) ?? 'none';
await runBundleWithCodeCache({
  bundle: here('./ecsign-bundle.cjs'),
  cacheDir: here('./code-cache'),
  command,
  importPackage: (specifier) => import(specifier),
});
