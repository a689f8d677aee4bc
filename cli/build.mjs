// Builds the CLI into dist/: ecsign-bundle.cjs, the whole program (see scripts/bundle-node-app.mjs),
// ecsign-verify-bundle.cjs, `ecsign verify` alone (src/verify-main.ts), and ecsign.js, which runs one with a V8 code cache kept in dist/code-cache (src/launch). A new
// build removes the caches and the files of earlier layouts. pack.mjs builds the same way into the
// folder it packs, through buildCli.
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
 * fflate in the CLI: its browser build (the Node build loads node:worker_threads when imported, for
 * an asynchronous API run on worker threads; core uses only the synchronous functions, the same code
 * in the browser build, which loads nothing), and evaluated on first use. fflate builds its Huffman
 * tables when evaluated — 3 % of an `ecsign verify` start — while the CLI inflates with node:zlib
 * (launch/run-process.ts) and needs fflate only for a stream zlib refuses. So every `import … from
 * 'fflate'` gets this module, whose functions load fflate when called; a name core imports that is
 * not listed here stops the build (esbuild: no matching export).
 */
const FFLATE_ON_FIRST_USE = {
  name: 'fflate-on-first-use',
  setup(build) {
    // Every import of fflate gets the module below; its require() of the real build, fflate's
    // browser build.
    build.onResolve({ filter: /^fflate$/ }, ({ pluginData }) =>
      pluginData === 'real-fflate' ? undefined : { path: 'fflate', namespace: 'fflate-on-first-use' },
    );
    build.onResolve({ filter: /^fflate-browser-build$/ }, async ({ resolveDir }) => {
      // Resolved as an import, so to the ES build; its browser twin sits beside it.
      const node = await build.resolve('fflate', { kind: 'import-statement', resolveDir, pluginData: 'real-fflate' });
      if (node.errors.length > 0 || !node.path.endsWith('index.mjs')) {
        throw new Error(`fflate resolved to ${node.path}: not the layout this build expects`);
      }
      return { path: join(dirname(node.path), 'browser.js') };
    });
    build.onLoad({ filter: /.*/, namespace: 'fflate-on-first-use' }, () => ({
      // esbuild compiles a require() of an ES module into a call that evaluates it the first time.
      contents: `
        let fflate;
        const load = () => (fflate ??= require('fflate-browser-build'));
        export function inflateSync(...args) { return load().inflateSync(...args); }
        export function unzlibSync(...args) { return load().unzlibSync(...args); }
        export function zlibSync(...args) { return load().zlibSync(...args); }
        // Called with new: a constructor that returns an object gives that object to the caller.
        export function Inflate(...args) { return new (load().Inflate)(...args); }
      `,
      loader: 'js',
      resolveDir: join(packageDir, '../core'),
    }));
  },
};

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
    plugins: [LAZY_CHILD_PROCESS, FFLATE_ON_FIRST_USE],
  });
  await bundleNodeApp({
    build,
    packageDir,
    entry: 'src/verify-main.ts',
    outfile: join(outDir, 'ecsign-verify-bundle.cjs'),
    format: 'cjs',
    bundled: BUNDLED,
    plugins: [LAZY_CHILD_PROCESS, FFLATE_ON_FIRST_USE],
  });
  await bundleNodeApp({ build, packageDir, entry: 'src/launch/start.ts', outfile: join(outDir, 'ecsign.js') });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildCli({ outDir: join(packageDir, 'dist') });
}
