// Builds the portal with esbuild: src/main.tsx → dist/assets/app-<hash>.js (+ .css), and
// dist/index.html pointing at them. `--watch` rebuilds on change.
import { mkdirSync, readFileSync, rmSync, writeFileSync, cpSync, existsSync } from 'node:fs';
import { basename } from 'node:path';
import * as esbuild from 'esbuild';

const watch = process.argv.includes('--watch');
const outdir = 'dist';

function writeIndexHtml(metafile) {
  const outputs = Object.keys(metafile.outputs).map((file) => `/assets/${basename(file)}`);
  const script = outputs.find((file) => file.endsWith('.js'));
  const style = outputs.find((file) => file.endsWith('.css'));
  const html = readFileSync('index.html', 'utf8')
    .replace('<!--styles-->', style ? `<link rel="stylesheet" href="${style}" />` : '')
    .replace('<!--script-->', `<script type="module" src="${script}"></script>`);
  writeFileSync(`${outdir}/index.html`, html);
}

rmSync(outdir, { recursive: true, force: true });
mkdirSync(`${outdir}/assets`, { recursive: true });
if (existsSync('public')) cpSync('public', outdir, { recursive: true });

const options = {
  entryPoints: { app: 'src/main.tsx' },
  outdir: `${outdir}/assets`,
  entryNames: '[name]-[hash]',
  bundle: true,
  format: 'esm',
  splitting: false,
  minify: !watch,
  sourcemap: true,
  target: ['chrome110', 'firefox115', 'safari16'],
  jsx: 'automatic',
  loader: { '.png': 'dataurl', '.svg': 'dataurl', '.woff2': 'file' },
  define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
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
