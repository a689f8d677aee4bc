// The benchmarks run core (with the CLI's engine, or the server's rules) from the TypeScript
// sources, bundled by esbuild into one ES module (the CLI's own esbuild), so they measure the code
// of the checkout — or of an earlier commit's checkout (`sourceRoot`), side by side in one process.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = join(import.meta.dirname, '../../..');

/**
 * Bundles `exports` (lines of `export … from '…'`, resolved from the folder `from` of `sourceRoot`,
 * `cli/src` by default) into `outfile` and imports it. For another checkout, `@ecsign/core/pdf` is
 * that checkout's core and packages come from this one's node_modules.
 */
export async function bundleSources({ exports, outfile, from = 'cli/src', sourceRoot = ROOT }) {
  const require = createRequire(join(ROOT, 'cli/package.json'));
  const { build } = await import(pathToFileURL(require.resolve('esbuild')).href);
  const elsewhere = sourceRoot !== ROOT;
  await build({
    stdin: { contents: exports.join('\n'), resolveDir: join(sourceRoot, from), loader: 'ts' },
    ...(elsewhere
      ? {
          alias: { '@ecsign/core/pdf': join(sourceRoot, 'core/src/pdf/index.ts') },
          nodePaths: [join(ROOT, 'core/node_modules'), join(ROOT, 'cli/node_modules'), join(ROOT, 'node_modules')],
        }
      : {}),
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Bundled CommonJS dependencies call require() for Node built-ins.
    banner: {
      js: "import { createRequire as __benchRequire } from 'node:module'; const require = __benchRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}
