// Bundles a Node app of the workspace (server, CLI) into one file. The @ecsign/core sources and
// core's own pure-JS dependencies are bundled; the app's own dependencies stay external and load
// from node_modules at run time, except those listed in `bundled`.
//
// ESM by default (the server). The CLI asks for CommonJS: its bundle is compiled as a vm.Script
// with a V8 code cache (cli/src/launch), which needs a script, not a module. There the bundle's
// `import.meta.url` is a wrapper argument, and require() is the wrapper's own; the bundle is
// minified, without renaming (see below).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** `build` is esbuild's, passed in by the package (esbuild is its dependency, not the root's). */
/** `plugins`: esbuild plugins of the app (the CLI's loads commander's child_process on use). */
/** `importMetaUrl`: for CommonJS, the expression that gives `import.meta.url` at the top of the file
 * (by default none: the CLI's bundles get it as a wrapper argument, cli/src/launch). */
export async function bundleNodeApp({
  build,
  packageDir,
  entry,
  outfile,
  format = 'esm',
  bundled = [],
  plugins = [],
  importMetaUrl,
}) {
  const root = readJson(join(packageDir, '../package.json'));
  const external = Object.keys(readJson(join(packageDir, 'package.json')).dependencies ?? {})
    .filter((name) => !name.startsWith('@ecsign/') && !bundled.includes(name))
    .flatMap((name) => [name, `${name}/*`]);
  const define = { __ECSIGN_VERSION__: JSON.stringify(root.version) };
  await build({
    absWorkingDir: packageDir,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format,
    sourcemap: true,
    external,
    ...(format === 'cjs'
      ? {
          define: { ...define, 'import.meta.url': '__ecsignImportMetaUrl' },
          ...(importMetaUrl && { banner: { js: `const __ecsignImportMetaUrl = ${importMetaUrl};` } }),
          // Every run reads the whole bundle and hands it to V8 with its code cache. Without
          // whitespace and comments it is a third smaller, and plain ASCII (a comment's "×" or "…"
          // made the whole source a two-byte string): reading and compiling `ecsign verify`'s bundle
          // took 14 ms less of a start (busy machine; Node alone starts in about 100 ms there).
          // Names are kept, so stack traces still name the functions (and the source map maps them).
          minifyWhitespace: true,
          minifySyntax: true,
        }
      : {
          define,
          // Bundled CommonJS packages (node-forge) call require() for Node built-ins; give them one.
          banner: {
            js: "import { createRequire as __ecsignCreateRequire } from 'node:module';\nconst require = __ecsignCreateRequire(import.meta.url);",
          },
        }),
    plugins,
    logLevel: 'warning',
  });
}
