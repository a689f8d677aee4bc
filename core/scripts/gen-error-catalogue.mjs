// Writes docs/error-catalogue.md from the error catalogue in core/src/errors.
// Run from anywhere: `node core/scripts/gen-error-catalogue.mjs`. The catalogue is TypeScript, so it
// is loaded through Vite (which vitest already brings) rather than by plain Node.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createViteServer } from 'vitest/node';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const target = new URL('../../docs/error-catalogue.md', import.meta.url);

const server = await createViteServer({
  root: repoRoot,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { renderCatalogueMarkdown } = await server.ssrLoadModule('/core/src/errors/render-catalogue-markdown.ts');
  await writeFile(target, renderCatalogueMarkdown(), 'utf8');
  console.log(`wrote ${fileURLToPath(target)}`);
} finally {
  await server.close();
}
