// Builds the portal with esbuild: src/main.tsx → dist/assets/app-<hash>.js (+ .css, and chunks
// loaded on demand such as pdf.js), and dist/index.html pointing at them; pdf.js's worker
// (pdfjs-dist/build/pdf.worker.min.mjs) → dist/assets/pdf.worker-<hash>.js, whose URL the app
// gets as __PDF_WORKER_URL__. `--watch` rebuilds on change.
import { mkdirSync, readFileSync, rmSync, writeFileSync, cpSync, existsSync } from 'node:fs';
import { basename } from 'node:path';
import * as esbuild from 'esbuild';

const watch = process.argv.includes('--watch');
const outdir = 'dist';

function writeIndexHtml(metafile) {
  // The entry's own output and its style sheet; chunks are loaded by the entry itself.
  const [file, output] = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === 'src/main.tsx');
  const script = `/assets/${basename(file)}`;
  const style = output.cssBundle ? `/assets/${basename(output.cssBundle)}` : undefined;
  const html = readFileSync('index.html', 'utf8')
    .replace('<!--styles-->', style ? `<link rel="stylesheet" href="${style}" />` : '')
    .replace('<!--script-->', `<script type="module" src="${script}"></script>`);
  writeFileSync(`${outdir}/index.html`, html);
}

rmSync(outdir, { recursive: true, force: true });
mkdirSync(`${outdir}/assets`, { recursive: true });
if (existsSync('public')) cpSync('public', outdir, { recursive: true });

// pdf.js parses in a module worker of its own: bundled once, named by its hash for caching.
const worker = await esbuild.build({
  entryPoints: { 'pdf.worker': 'pdfjs-dist/build/pdf.worker.min.mjs' },
  outdir: `${outdir}/assets`,
  entryNames: '[name]-[hash]',
  bundle: true,
  format: 'esm',
  target: ['chrome110', 'firefox115', 'safari16'],
  metafile: true,
  logLevel: 'warning',
});
const workerUrl = `/assets/${basename(Object.keys(worker.metafile.outputs).find((f) => f.endsWith('.js')))}`;

const options = {
  entryPoints: { app: 'src/main.tsx' },
  outdir: `${outdir}/assets`,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  format: 'esm',
  // Code loaded with import() (pdf.js for the signature check) stays out of the first download.
  splitting: true,
  minify: !watch,
  // Source maps only while developing (--watch): a production build publishes none, since they
  // hand anyone the whole unminified source (9 MB of it).
  sourcemap: watch,
  target: ['chrome110', 'firefox115', 'safari16'],
  jsx: 'automatic',
  loader: { '.png': 'dataurl', '.svg': 'dataurl', '.woff2': 'file' },
  define: {
    'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production'),
    __PDF_WORKER_URL__: JSON.stringify(workerUrl),
  },
  metafile: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'index-html',
      setup(build) {
        build.onEnd((result) => {
          if (result.metafile) writeIndexHtml(result.metafile);
        });
      },
    },
  ],
};

if (watch) {
  const context = await esbuild.context(options);
  await context.watch();
  console.log('web: watching for changes');
} else {
  await esbuild.build(options);
}
