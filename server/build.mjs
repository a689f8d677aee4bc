// Bundles the server (with the @ecsign/core sources) into dist/main.js; third-party packages
// stay external and load from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const readJson = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const root = readJson('../package.json');
// core's own dependencies (zod, node-forge: pure JS) are bundled; this package's stay external.
const thirdParty = [readJson('./package.json')]
  .flatMap((pkg) => Object.keys(pkg.dependencies ?? {}))
  .filter((name) => !name.startsWith('@ecsign/'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: thirdParty.flatMap((name) => [name, `${name}/*`]),
  define: { __ECSIGN_VERSION__: JSON.stringify(root.version) },
  // Bundled CommonJS packages (node-forge) call require() for Node built-ins; give them one.
  banner: {
    js: "import { createRequire as __ecsignCreateRequire } from 'node:module';\nconst require = __ecsignCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
