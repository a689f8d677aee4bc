// Bundles the CLI (with the @ecsign/core sources) into dist/ecsign.js.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const readJson = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const pkg = readJson('./package.json');
// core's own dependencies (zod, node-forge: pure JS) are bundled; this package's stay external.
const thirdParty = [pkg]
  .flatMap((p) => Object.keys(p.dependencies ?? {}))
  .filter((name) => !name.startsWith('@ecsign/'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/ecsign.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: thirdParty.flatMap((name) => [name, `${name}/*`]),
  define: { __ECSIGN_VERSION__: JSON.stringify(readJson('../package.json').version) },
  // Bundled CommonJS packages (node-forge) call require() for Node built-ins; give them one.
  banner: {
    js: "import { createRequire as __ecsignCreateRequire } from 'node:module';\nconst require = __ecsignCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
