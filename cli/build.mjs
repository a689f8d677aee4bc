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
 * The CLI's two files in `outDir` (absolute). `build` is esbuild's unless a caller wraps it (pack.mjs
 * asks for the metafile to see what the bundle left external).
 */
/**
 * fflate's Node build loads node:worker_threads when imported, for its asynchronous API run on
 * worker threads; core uses only its synchronous functions, the same code in the browser build,
 * which loads nothing. Every `ecsign verify` imports fflate (core's PDF reader), so the CLI
 * bundles that build.
 */
const FFLATE_WITHOUT_WORKERS = {
  name: 'fflate-without-workers',
  setup(build) {
    build.onResolve({ filter: /^fflate$/ }, async ({ importer, kind, resolveDir, pluginData }) => {
      if (pluginData === 'fflate-node-build') return undefined;
      const node = await build.resolve('fflate', { importer, kind, resolveDir, pluginData: 'fflate-node-build' });
      if (node.errors.length > 0 || !node.path.endsWith('index.mjs')) {
        throw new Error(`fflate resolved to ${node.path}: not the layout this build expects`);
      }
      return { path: join(dirname(node.path), 'browser.js') };
    });
  },
};

export async function buildCli({ outDir, build = esbuild }) {
  for (const stale of ['code-cache', 'chunks']) rmSync(join(outDir, stale), { recursive: true, force: true });
  await bundleNodeApp({
    build,
    packageDir,
    entry: 'src/main.ts',
    outfile: join(outDir, 'ecsign-bundle.cjs'),
    format: 'cjs',
    bundled: BUNDLED,
    plugins: [LAZY_CHILD_PROCESS, FFLATE_WITHOUT_WORKERS],
  });
  await bundleNodeApp({
    build,
    packageDir,
    entry: 'src/verify-main.ts',
    outfile: join(outDir, 'ecsign-verify-bundle.cjs'),
    format: 'cjs',
    bundled: BUNDLED,
    plugins: [LAZY_CHILD_PROCESS, FFLATE_WITHOUT_WORKERS],
  });
  await bundleNodeApp({ build, packageDir, entry: 'src/launch/start.ts', outfile: join(outDir, 'ecsign.js') });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildCli({ outDir: join(packageDir, 'dist') });
}
