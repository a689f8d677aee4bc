// Runs the CLI's CommonJS bundle with a V8 code cache: Node 20 has no compile cache of its own
// (module.enableCompileCache came in 22.1), and parsing the bundle's 2 MB was most of a short
// run's start-up. The bundle is compiled as a vm.Script with the cache of an earlier run of the
// same command (the functions that command ran come compiled), and a run whose cache was missing
// or rejected (a new build, another Node) leaves a fresh one for the next; the repository's build
// writes verify's itself, with a check of one file (cli/build.mjs). The cache is only an
// optimisation: a folder that cannot be written, or a cache V8 refuses, just compiles as before.
import { isAscii } from 'node:buffer';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Script } from 'node:vm';

export interface BundleRun {
  /** import() as the launcher's module does it. */
  readonly importPackage: (specifier: string) => Promise<unknown>;
  /** The bundle (CommonJS, exporting `main(): Promise<void>`). */
  readonly bundle: string;
  /** Where caches go: one file per command, named after it. */
  readonly cacheDir: string;
  /** Names the cache: runs of one command share the functions they compile. */
  readonly command: string;
}

/** CommonJS's own, then the bundle's import.meta.url (scripts/bundle-node-app.mjs) and import(). */
const WRAPPER_PARAMETERS = [
  'exports',
  'require',
  'module',
  '__filename',
  '__dirname',
  '__ecsignImportMetaUrl',
  '__ecsignImportPackage',
];

export async function runBundleWithCodeCache({ bundle, cacheDir, command, importPackage }: BundleRun): Promise<void> {
  const cacheFile = join(cacheDir, `${command.replace(/[^a-z0-9-]/gi, '_')}.bin`);
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined; // the first run of this command since the build
  }
  const source = `(function (${WRAPPER_PARAMETERS.join(', ')}) {${readSource(bundle)}\n})`;
  const script = new Script(source, { filename: bundle, cachedData });
  const module = { exports: {} as { main?: () => Promise<void> } };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper(
    module.exports,
    createRequire(bundle),
    module,
    bundle,
    dirname(bundle),
    pathToFileURL(bundle).href,
    // Node 20 allows no import() in a vm.Script (import-package.ts): the launcher imports instead.
    // It sits beside the bundle, so packages resolve from the same node_modules.
    importPackage,
  );
  await module.exports.main!();
  if (cachedData === undefined || script.cachedDataRejected) saveCache(cacheFile, script);
}

/**
 * The bundle's text. ASCII (as verify's is) is read as Latin-1, the same text for those bytes: Node
 * copies them into the string as they are, where decoding UTF-8 took ~1.4 ms of a start. Any other
 * byte (a regular expression esbuild left unescaped) and the file is decoded as UTF-8.
 */
function readSource(bundle: string): string {
  const bytes = readFileSync(bundle);
  return bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
}

/** Written to a temporary name and renamed, so a concurrent run never reads half a cache. */
function saveCache(cacheFile: string, script: Script): void {
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(cacheFile), { recursive: true });
    writeFileSync(temporary, script.createCachedData());
    renameSync(temporary, cacheFile);
  } catch {
    // A read-only installation runs without a cache.
  }
}
