// Builds the CLI into dist/: ecsign-bundle.cjs, the whole program (see scripts/bundle-node-app.mjs),
// ecsign-verify-bundle.cjs, `ecsign verify` alone (src/verify-main.ts), and ecsign.cjs, which runs one with a V8 code cache kept in dist/code-cache (src/launch). A new
// build removes the caches and the files of earlier layouts, and this script then writes `ecsign
// verify`'s cache with one check of a corpus file (warmVerifyCodeCache). pack.mjs builds the same way
// into the folder it packs, through buildCli, without a cache.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import { bundleNodeApp } from '../scripts/bundle-node-app.mjs';

const packageDir = fileURLToPath(new URL('.', import.meta.url));

/** Dependencies compiled into the bundle although the CLI declares them: commander is compiled from
 * the code cache with the rest. The installed package need not depend on them. */
export const BUNDLED = ['commander'];

/**
 * commander requires node:child_process at load, for subcommands that are separate executables
 * (the CLI has none); loading it pulls in net and dgram too, milliseconds of every start. This
 * plugin makes that require happen on the first spawn instead. A commander whose first lines
 * differ stops the build rather than bundle an unchecked rewrite.
 */
const LAZY_CHILD_PROCESS = {
  name: 'commander-lazy-child-process',
  setup(build) {
    build.onLoad({ filter: /[\\/]commander[\\/]lib[\\/]command\.js$/ }, ({ path }) => {
      const eager = "const childProcess = require('node:child_process');";
      const source = readFileSync(path, 'utf8');
      if (!source.includes(eager) || /childProcess\.(?!spawn\()/.test(source)) {
        throw new Error(`${path}: commander no longer loads child_process as this build expects`);
      }
      const lazy = "const childProcess = { spawn: (...args) => require('node:child_process').spawn(...args) };";
      return { contents: source.replace(eager, lazy), loader: 'js' };
    });
  },
};

/**
 * A plugin that gives every `import … from '<name>'` the ES module `shim` instead, whose
 * `require('<name>-on-first-use')` is the real package, at the path `resolveReal` finds (the
 * package's own by default). esbuild compiles a require() into a call that evaluates the package
 * the first time it runs, so the package costs nothing at start-up until the shim calls it.
 */
function evaluateOnFirstUse(name, shim, resolveReal = (path) => path) {
  const real = `${name}-on-first-use`;
  return {
    name: real,
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${name}$`) }, ({ pluginData }) =>
        pluginData === real ? undefined : { path: name, namespace: real },
      );
      build.onResolve({ filter: new RegExp(`^${real}$`) }, async ({ kind, resolveDir }) => {
        const found = await build.resolve(name, { kind, resolveDir, pluginData: real });
        if (found.errors.length > 0) return { errors: found.errors };
        return { path: resolveReal(found.path) };
      });
      build.onLoad({ filter: /.*/, namespace: real }, () => ({
        contents: shim.replaceAll('REAL', JSON.stringify(real)),
        loader: 'js',
        resolveDir: join(packageDir, '../core'),
      }));
    },
  };
}

/**
 * fflate in the CLI: its browser build (the Node build loads node:worker_threads when imported, for
 * an asynchronous API run on worker threads; core uses only the synchronous functions, the same code
 * in the browser build, which loads nothing), and evaluated on first use. fflate builds its Huffman
 * tables when evaluated — 3 % of an `ecsign verify` start — while the CLI inflates with node:zlib
 * (launch/run-process.ts) and needs fflate only for a stream zlib refuses. A name core imports
 * that is not listed here stops the build (esbuild: no matching export).
 */
const FFLATE_ON_FIRST_USE = evaluateOnFirstUse(
  'fflate',
  `
    let fflate;
    const load = () => (fflate ??= require(REAL));
    export function inflateSync(...args) { return load().inflateSync(...args); }
    export function unzlibSync(...args) { return load().unzlibSync(...args); }
    export function zlibSync(...args) { return load().zlibSync(...args); }
    // Called with new: a constructor that returns an object gives that object to the caller.
    export function Inflate(...args) { return new (load().Inflate)(...args); }
  `,
  (path) => {
    // A require() resolves to fflate's CommonJS Node build; its browser build sits in esm/.
    if (!path.endsWith(join('lib', 'node.cjs')))
      throw new Error(`fflate resolved to ${path}: not the layout this build expects`);
    return join(dirname(path), '..', 'esm', 'browser.js');
  },
);

/**
 * node-forge, evaluated on first use: core reaches it for encrypted PDFs (their AES and MD5/SHA-2)
 * and .p12 files, and evaluating all of forge's modules was 3 % of an `ecsign verify` start that
 * needs neither. forge is one object of namespaces (forge.md, forge.cipher, …): a proxy hands out
 * the real one's, so any namespace a caller names works.
 */
const NODE_FORGE_ON_FIRST_USE = evaluateOnFirstUse(
  'node-forge',
  `
    let forge;
    export default new Proxy({}, { get: (_, namespace) => (forge ??= require(REAL))[namespace] });
  `,
);

/**
 * core's error catalogue, evaluated on first use: its forty-odd groups of codes, each with its texts
 * in three languages, and their union were 2.5 % of an `ecsign verify` start (CPU profile), and a
 * check that goes well never looks a code up. Every import of the catalogue and of the list of its
 * groups gets a module in their place whose objects are proxies handing out the real ones' entries
 * (keys, `in` and descriptors too) and whose functions call the real ones. A name the real module
 * exports that is missing here stops the build (esbuild: no matching export).
 */
const ERRORS_DIR = join(packageDir, '../core/src/errors');
/** By file name in ERRORS_DIR: the bundle names a module by its path, which must not be this machine's. */
const ON_FIRST_USE = {
  'catalogue.ts': {
    objects: { ERROR_CATALOGUE: '{}' },
    functions: ['codeForStatus'],
    // Cheap, and the server's client texts: kept as they are.
    rest: "export { CLIENT_TEXTS } from './client-texts';",
  },
  'error-groups.ts': { objects: { ERROR_GROUPS: '[]' }, functions: [], rest: '' },
};
const proxied = (name, target) => `
  export const ${name} = new Proxy(${target}, {
    get: (_, key) => load().${name}[key],
    has: (_, key) => key in load().${name},
    ownKeys: () => Reflect.ownKeys(load().${name}),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(load().${name}, key),
  });`;
export const ERROR_CATALOGUE_ON_FIRST_USE = {
  name: 'error-catalogue-on-first-use',
  setup(build) {
    build.onResolve({ filter: /(^|\/)(catalogue|error-groups)$/ }, async (args) => {
      if (args.pluginData === 'real') return undefined;
      const { kind, importer, resolveDir } = args;
      const found = await build.resolve(args.path, { kind, importer, resolveDir, pluginData: 'real' });
      const name = relative(ERRORS_DIR, found.path);
      return name in ON_FIRST_USE ? { path: name, namespace: 'error-catalogue-on-first-use' } : undefined;
    });
    build.onLoad({ filter: /.*/, namespace: 'error-catalogue-on-first-use' }, ({ path }) => {
      const { objects, functions, rest } = ON_FIRST_USE[path];
      const lines = [`let real;`, `const load = () => (real ??= require(${JSON.stringify(`./${path}`)}));`];
      for (const [name, target] of Object.entries(objects)) lines.push(proxied(name, target));
      for (const name of functions) lines.push(`export function ${name}(...args) { return load().${name}(...args); }`);
      return { contents: [...lines, rest].join('\n'), loader: 'js', resolveDir: ERRORS_DIR };
    });
  },
};

/**
 * node:os, loaded on the first call: the CLI's sources call three of its functions (the folder for
 * temporary files and the stored settings, the count of threads for --jobs), none of them on the
 * way of a one-file check, and loading it was ~0.3–0.8 ms of every start. The sources' imports get
 * these functions; bundled packages' own require() of it is left as it is. A function the sources
 * import that is missing here stops the build (esbuild: no matching export).
 */
const NODE_OS_ON_FIRST_USE = {
  name: 'node-os-on-first-use',
  setup(build) {
    build.onResolve({ filter: /^node:os$/ }, ({ kind }) =>
      kind === 'import-statement' ? { path: 'node:os', namespace: 'node-os-on-first-use' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'node-os-on-first-use' }, () => ({
      contents: ['availableParallelism', 'homedir', 'tmpdir']
        .map((name) => `export function ${name}() { return require('node:os').${name}(); }`)
        .join('\n'),
      loader: 'js',
    }));
  },
};

const PLUGINS = [
  LAZY_CHILD_PROCESS,
  FFLATE_ON_FIRST_USE,
  NODE_FORGE_ON_FIRST_USE,
  ERROR_CATALOGUE_ON_FIRST_USE,
  NODE_OS_ON_FIRST_USE,
];

/**
 * The CLI's two files in `outDir` (absolute). `build` is esbuild's unless a caller wraps it (pack.mjs
 * asks for the metafile to see what the bundle left external).
 */
export async function buildCli({ outDir, build = esbuild }) {
  for (const stale of ['code-cache', 'chunks', 'ecsign.js', 'ecsign.js.map'])
    rmSync(join(outDir, stale), { recursive: true, force: true });
  await bundleNodeApp({
    build,
    packageDir,
    entry: 'src/main.ts',
    outfile: join(outDir, 'ecsign-bundle.cjs'),
    format: 'cjs',
    bundled: BUNDLED,
    plugins: PLUGINS,
  });
  await bundleNodeApp({
    build,
    packageDir,
    entry: 'src/verify-main.ts',
    outfile: join(outDir, 'ecsign-verify-bundle.cjs'),
    format: 'cjs',
    bundled: BUNDLED,
    plugins: PLUGINS,
  });
  // The launcher is CommonJS, as bin/ is: a start with no ES module loads nothing of Node's ES module
  // loader, which brings node:fs/promises, readline and streams with it (about 6 % of `node -e 0`).
  await bundleNodeApp({
    build,
    packageDir,
    entry: 'src/launch/start.ts',
    outfile: join(outDir, 'ecsign.cjs'),
    format: 'cjs',
    importMetaUrl: "require('node:url').pathToFileURL(__filename).href",
  });
}

/** The check that writes the cache: one signed file of the corpus, of a common size and kind. */
const WARM_CHECK = ['signpdf__incrementally_signed.pdf', '--trust', 'certs/signpdf-selfsigned.cert.pem'];

/**
 * Writes `ecsign verify`'s code cache in `outDir` (src/launch/run-bundle-with-code-cache.ts) with a
 * check of one small file. The cache holds what its first run compiled, and every later run reads
 * and deserialises all of it: left to chance, a first run over a whole folder (as the benchmark's)
 * left 1.1 MB instead of 0.74 MB, and each later check of one file ran about 4 % slower for it
 * (paired CPU time); a cache of the top-level code alone (0.17 MB) was 11 % slower, the checking
 * code then compiled lazily. So every build starts from the same cache, the one a CI check of a
 * file wants. Not part of buildCli: the packed CLI ships no cache, since another Node refuses it and
 * the first run writes its own.
 */
export function warmVerifyCodeCache(outDir) {
  const corpus = join(packageDir, '../tests/fixtures/pdf-signatures');
  const args = WARM_CHECK.map((arg) => (arg.startsWith('-') ? arg : join(corpus, arg)));
  const run = spawnSync(process.execPath, [join(outDir, 'ecsign.cjs'), 'verify', ...args], { encoding: 'utf8' });
  if (run.status !== 0 || !existsSync(join(outDir, 'code-cache', 'verify.bin'))) {
    throw new Error(`the check that writes the code cache failed (exit ${run.status}):\n${run.stdout}${run.stderr}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = join(packageDir, 'dist');
  await buildCli({ outDir });
  warmVerifyCodeCache(outDir);
}
