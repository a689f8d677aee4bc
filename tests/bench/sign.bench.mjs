// PAdES B-B signing throughput: signatures per second on a 200 KB and a 5 MB PDF with
// RSA-2048 and ECDSA P-256 keys from PKCS#12 files, measured in one run against
// @signpdf/signpdf (+ signer-p12 + placeholder-plain) on the same PDFs and the same RSA key (its
// node-forge signer has no ECDSA, so the ECDSA rows have no peer figure), and against the raw
// sign rate of `openssl speed` as the limit. A script that prints figures, not a timed test.
//
//   node tests/bench/sign.bench.mjs            # about a minute
//   node tests/bench/sign.bench.mjs --quick    # shorter runs, for a first look
//
// Needs openssl and network access once: @signpdf is installed into a throw-away folder
// (ECSIGN_BENCH_PEER_DIR, default /tmp/ecsign-bench-peer), never into the workspace. Our side is
// core's signPdf with the CLI's node:crypto engine and, for comparison, core's WebCrypto engine,
// bundled from the sources by esbuild at start (no build needed).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { deflateSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const QUICK = process.argv.includes('--quick');
const SECONDS = QUICK ? 1 : 3;
const PEER_DIR = process.env.ECSIGN_BENCH_PEER_DIR || join(tmpdir(), 'ecsign-bench-peer');
const PASSWORD = 'bench-1234';
const work = mkdtempSync(join(tmpdir(), 'ecsign-bench-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

/** core's signing API and the CLI's engine, bundled from the TypeScript sources. */
async function loadOurs() {
  const require = createRequire(join(ROOT, 'cli/package.json'));
  const { build } = await import(pathToFileURL(require.resolve('esbuild')).href);
  const outfile = join(work, 'ours.mjs');
  await build({
    stdin: {
      contents: [
        "export { signPdf, signerFromPkcs12, createWebCryptoEngine } from '@ecsign/core/pdf';",
        "export { createNodeCryptoEngine } from './node-crypto-engine';",
      ].join('\n'),
      resolveDir: join(ROOT, 'cli/src'),
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    banner: {
      js: "import { createRequire as __benchRequire } from 'node:module'; const require = __benchRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}

/** @signpdf from the throw-away folder, installed there with npm when missing; null when it cannot be. */
async function loadPeer() {
  const packages = ['@signpdf/signpdf', '@signpdf/signer-p12', '@signpdf/placeholder-plain', 'node-forge'];
  const installed = () => packages.every((name) => existsSync(join(PEER_DIR, 'node_modules', name, 'package.json')));
  if (!installed()) {
    console.log(`installing ${packages.join(' ')} into ${PEER_DIR} (not the workspace) …`);
    const npm = spawnSync('npm', ['install', '--prefix', PEER_DIR, '--no-audit', '--no-fund', ...packages], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (npm.status !== 0 || !installed()) {
      console.log('could not install @signpdf: the comparison is left out');
      return null;
    }
  }
  const require = createRequire(join(PEER_DIR, 'package.json'));
  const { SignPdf } = require('@signpdf/signpdf');
  const { P12Signer } = require('@signpdf/signer-p12');
  const { plainAddPlaceholder } = require('@signpdf/placeholder-plain');
  return { SignPdf, P12Signer, plainAddPlaceholder };
}

/**
 * An unsigned PDF of about `target` bytes, shaped like a scanned or illustrated contract: pages
 * with compressed text and a 20 KB image each (incompressible samples), classic xref table.
 */
function makePdf(target) {
  const imageSide = 140; // 140×140 RGB ≈ 58 KB … scaled below to hit the size
  const perPage = 20_000;
  const pages = Math.max(1, Math.round(target / perPage));
  const objects = [];
  const add = (body) => objects.push(body) && objects.length;
  const catalog = add('');
  const pagesRef = add('');
  const font = add(Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'));
  const kids = [];
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) & 0xff;
  for (let p = 0; p < pages; p++) {
    const lines = [];
    for (let l = 0; l < 40; l++) {
      lines.push(`BT /F1 9 Tf 50 ${780 - l * 14} Td (Clause ${p + 1}.${l + 1}: the parties agree to the terms) Tj ET`);
    }
    lines.push(`q 200 0 0 200 200 100 cm /Im${p} Do Q`);
    const content = deflateSync(Buffer.from(lines.join('\n')));
    const side = Math.round(Math.sqrt((perPage - content.length - 400) / 3)) || imageSide;
    const samples = Buffer.alloc(side * side * 3);
    for (let i = 0; i < samples.length; i++) samples[i] = random();
    const stream = (dict, data) =>
      Buffer.concat([
        Buffer.from(`${dict.replace('>>', `/Length ${data.length} >>`)}\nstream\n`),
        data,
        Buffer.from('\nendstream'),
      ]);
    const contentRef = add(stream('<< /Filter /FlateDecode >>', content));
    const imageRef = add(
      stream(
        `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8 >>`,
        samples,
      ),
    );
    kids.push(
      add(
        Buffer.from(
          `<< /Type /Page /Parent ${pagesRef} 0 R /MediaBox [0 0 595 842] /Contents ${contentRef} 0 R ` +
            `/Resources << /Font << /F1 ${font} 0 R >> /XObject << /Im${p} ${imageRef} 0 R >> >> >>`,
        ),
      ),
    );
  }
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesRef} 0 R >>`);
  objects[pagesRef - 1] = Buffer.from(
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${pages} >>`,
  );
  const parts = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0].length;
  const offsets = objects.map((body, i) => {
    const bytes = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(bytes);
    const at = offset;
    offset += bytes.length;
    return at;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ];
  parts.push(
    Buffer.from(
      `${xref.join('')}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

const openssl = (...args) => execFileSync('openssl', args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();

/** A self-signed signing certificate and its key in a PKCS#12 that both node-forge and core read (3DES, SHA-1 MAC). */
function makeP12(name, keyArgs) {
  const key = join(work, `${name}.key`);
  const cert = join(work, `${name}.crt`);
  const p12 = join(work, `${name}.p12`);
  openssl(
    'req',
    '-x509',
    '-newkey',
    ...keyArgs,
    '-nodes',
    '-keyout',
    key,
    '-out',
    cert,
    '-days',
    '30',
    '-subj',
    `/C=CN/O=ecsign bench/CN=ecsign bench ${name}`,
    '-addext',
    'keyUsage=critical,digitalSignature,nonRepudiation',
  );
  openssl(
    'pkcs12',
    '-export',
    '-inkey',
    key,
    '-in',
    cert,
    '-out',
    p12,
    '-passout',
    `pass:${PASSWORD}`,
    '-keypbe',
    'PBE-SHA1-3DES',
    '-certpbe',
    'PBE-SHA1-3DES',
    '-macalg',
    'sha1',
  );
  return readFileSync(p12);
}

/** `openssl speed` sign operations per second for `algorithm` (rsa2048, ecdsap256). */
function rawSignRate(algorithm) {
  const output = openssl('speed', '-seconds', String(SECONDS), algorithm);
  const line = output.split('\n').find((l) => (algorithm === 'rsa2048' ? /^rsa\s+2048/ : /^\s*256 bits ecdsa/).test(l));
  const numbers = line
    ?.trim()
    .split(/\s+/)
    .map(Number)
    .filter((n) => Number.isFinite(n));
  return numbers && numbers.length >= 2 ? numbers.at(-2) : NaN; // … sign/s verify/s
}

/** Sequential operations per second: a short warm-up, then as many as fit in SECONDS. */
async function rate(operation) {
  for (let i = 0; i < 5; i++) await operation();
  let count = 0;
  const start = process.hrtime.bigint();
  const until = start + BigInt(SECONDS * 1e9);
  let now = start;
  while (now < until) {
    await operation();
    count++;
    now = process.hrtime.bigint();
  }
  return count / (Number(now - start) / 1e9);
}

const ours = await loadOurs();
const peer = await loadPeer();
const engines = {
  node: ours.createNodeCryptoEngine(),
  webcrypto: ours.createWebCryptoEngine(globalThis.crypto.subtle, {
    getRandomValues: (b) => globalThis.crypto.getRandomValues(b),
  }),
};
const pdfs = { '200 KB': makePdf(200 * 1024), '5 MB': makePdf(5 * 1024 * 1024) };
const keys = {
  'RSA-2048': { p12: makeP12('rsa', ['rsa:2048']), raw: 'rsa2048' },
  'ECDSA P-256': { p12: makeP12('p256', ['ec', '-pkeyopt', 'ec_paramgen_curve:P-256']), raw: 'ecdsap256' },
};

// After the certificates were made (their validity starts at the second they were issued).
const SIGNING_TIME = new Date(Date.now() + 1000);
const fmt = (n) => (Number.isFinite(n) ? (n >= 100 ? n.toFixed(0) : n.toFixed(1)) : 'n/a');
const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(1)}×` : 'n/a');
console.log(`ecsign sign benchmark: PAdES B-B, invisible signature, one signature at a time, ${SECONDS} s per figure`);
console.log(
  `node ${process.version}, ${openssl('version').trim()}, ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores)`,
);
console.log(
  `PDFs: ${Object.entries(pdfs)
    .map(([n, b]) => `${n} = ${b.length} bytes`)
    .join(', ')}\n`,
);

const rows = [];
for (const [keyName, key] of Object.entries(keys)) {
  const raw = rawSignRate(key.raw);
  const signers = {};
  for (const [engineName, engine] of Object.entries(engines)) {
    signers[engineName] = await ours.signerFromPkcs12(new Uint8Array(key.p12), PASSWORD, engine);
  }
  for (const [pdfName, pdf] of Object.entries(pdfs)) {
    const options = { signingTime: SIGNING_TIME, reason: 'benchmark', location: 'Shanghai' };
    const node = await rate(() => ours.signPdf(pdf, { ...options, signer: signers.node }));
    const webcrypto = await rate(() => ours.signPdf(pdf, { ...options, signer: signers.webcrypto }));
    let theirs = NaN;
    if (peer && keyName.startsWith('RSA')) {
      // A P12Signer reads its .p12 in sign() and consumes the buffer it holds: one per signature,
      // as its README uses it.
      const signpdf = new peer.SignPdf();
      theirs = await rate(async () => {
        const prepared = peer.plainAddPlaceholder({
          pdfBuffer: pdf,
          reason: 'benchmark',
          location: 'Shanghai',
          name: 'bench',
          contactInfo: '',
        });
        return signpdf.sign(prepared, new peer.P12Signer(key.p12, { passphrase: PASSWORD }), SIGNING_TIME);
      });
    }
    rows.push({ pdfName, keyName, node, webcrypto, theirs, raw });
  }
}

const header = [
  'PDF',
  'key',
  'ecsign node:crypto',
  'ecsign WebCrypto',
  '@signpdf',
  'ecsign/@signpdf',
  'raw sign limit',
  'limit/ecsign',
];
const table = [
  header,
  ...rows.map((r) => [
    r.pdfName,
    r.keyName,
    `${fmt(r.node)}/s`,
    `${fmt(r.webcrypto)}/s`,
    Number.isFinite(r.theirs) ? `${fmt(r.theirs)}/s` : 'n/a (RSA only)',
    ratio(r.node, r.theirs),
    `${fmt(r.raw)}/s`,
    ratio(r.raw, r.node),
  ]),
];
const widths = header.map((_, c) => Math.max(...table.map((row) => row[c].length)));
for (const row of table)
  console.log(row.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));

const goal = rows.find((r) => r.pdfName === '200 KB' && r.keyName === 'RSA-2048');
if (goal) {
  const vsPeer = goal.node / goal.theirs;
  const vsRaw = goal.raw / goal.node;
  console.log(
    `\ngoal on 200 KB, RSA-2048: ≥10× @signpdf → ${ratio(goal.node, goal.theirs)} ${vsPeer >= 10 ? 'met' : Number.isFinite(vsPeer) ? 'NOT met' : ''}; ` +
      `within 3× of the raw sign limit → ${vsRaw.toFixed(1)}× ${vsRaw <= 3 ? 'met' : 'NOT met'}`,
  );
}
