// Bundles a Node app of the workspace (server, CLI) into one ESM file. The @ecsign/core sources
// and core's own pure-JS dependencies are bundled; the app's own dependencies stay external and
// load from node_modules at run time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** `build` is esbuild's, passed in by the package (esbuild is its dependency, not the root's). */
export async function bundleNodeApp({ build, packageDir, entry, outfile }) {
  const root = readJson(join(packageDir, '../package.json'));
  const external = Object.keys(readJson(join(packageDir, 'package.json')).dependencies ?? {})
    .filter((name) => !name.startsWith('@ecsign/'))
    .flatMap((name) => [name, `${name}/*`]);
  await build({
    absWorkingDir: packageDir,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    external,
    define: { __ECSIGN_VERSION__: JSON.stringify(root.version) },
    // Bundled CommonJS packages (node-forge) call require() for Node built-ins; give them one.
    banner: {
      js: "import { createRequire as __ecsignCreateRequire } from 'node:module';\nconst require = __ecsignCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}
