// Entry of the built CLI (dist/ecsign.cjs, CommonJS: see cli/build.mjs): runs a bundle through the
// code cache in dist/code-cache (see run-bundle-with-code-cache.ts) — dist/ecsign-verify-bundle.cjs,
// half the size, when the command line begins with `verify` (CI's call), else the whole program,
// dist/ecsign-bundle.cjs.
import { fileURLToPath } from 'node:url';
import { CLI_VERSION } from '../version';
import { runBundleWithCodeCache } from './run-bundle-with-code-cache';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  // The same line commander prints, without reading and compiling the 2.8 MB bundle: a script that
  // checks the version pays Node's start-up and nothing more.
  process.stdout.write(`${CLI_VERSION}\n`);
} else {
  // The command's name is the first plain word of the arguments (`ecsign -s URL verify …` → verify).
  const command = args.find((arg) => /^[a-z]+$/.test(arg)) ?? 'none';
  // Only a first word `verify` is surely the command: after options it might be an option's value.
  const verifyOnly = args[0] === 'verify';
  // A cache holds what its first run compiled: `verify --help` compiles no checking, and a cache
  // it wrote would leave every later check compiling the validator again. Help has caches of its own.
  const help = args.includes('--help') || args.includes('-h') || command === 'help' ? '-help' : '';
  // No top-level await in CommonJS: a failure is left unhandled, and Node prints it and exits 1.
  void runBundleWithCodeCache({
    bundle: here(verifyOnly ? './ecsign-verify-bundle.cjs' : './ecsign-bundle.cjs'),
    cacheDir: here('./code-cache'),
    // A cache belongs to one bundle: the whole program's run of verify (after options) has its own.
    command: `${verifyOnly ? 'verify' : command === 'verify' ? 'verify-whole-program' : command}${help}`,
    importPackage: (specifier) => import(specifier),
  });
}
