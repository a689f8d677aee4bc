// Signature-check throughput: the built `ecsign verify` over the shared corpus
// against poppler's `pdfsig` over the same files in the same run (files per second and the
// ratio), and over a generated 50 MB signed PDF against `sha256sum` of the same file — hashing
// every signed byte is the floor. A script that prints figures, not a timed test.
//
//   (cd cli && node build.mjs) && node tests/bench/verify.bench.mjs          # about a minute
//   node tests/bench/verify.bench.mjs --quick                                 # fewer rounds
//   node tests/bench/verify.bench.mjs --cli /tmp/old/bin/ecsign.js            # another build of the CLI
//
// Each figure is the median of several rounds with the files in the page cache. Wall times of
// whole processes, as CI runs them: `ecsign verify DIR` is one process for all files (as it runs
// by default: four at a time on the main thread and, for a long list, on worker threads, one per
// core up to four — and also with --jobs 1, the main thread alone); pdfsig takes one file per
// process, so it runs once per file — one after the other, and also four at a time. The in-process figures (core's verifyPdf bundled from the
// sources with the engine `ecsign verify` uses: node:crypto, public keys cached) show what is left
// after the CLI's start-up (`ecsign --version` is timed too). Needs pdfsig (poppler-utils) and
// sha256sum; the 50 MB PDF is made and signed with core's signPdf.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// As in the CLI: Node 20 calls WebCrypto's Ed448 experimental on every use (a corpus file has one).
const emitWarning = process.emitWarning.bind(process);
process.emitWarning = (warning, ...rest) => {
  if (!/Ed448.*experimental/.test(String(warning?.message ?? warning))) emitWarning(warning, ...rest);
};

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const option = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const CLI = option('--cli') ?? join(ROOT, 'cli/bin/ecsign.js');
const CORPUS = fileURLToPath(new URL('../../tests/fixtures/pdf-signatures', import.meta.url));
const QUICK = process.argv.includes('--quick');
const ROUNDS = QUICK ? 3 : 7;
const BIG_MB = 50;
const work = mkdtempSync(join(tmpdir(), 'ecsign-verify-bench-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

if (!existsSync(join(CLI, '../../dist/ecsign.js'))) {
  console.error('build the CLI first: (cd cli && node build.mjs)');
  process.exit(1);
}
for (const tool of ['pdfsig', 'sha256sum']) {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
  } catch {
    console.error(`${tool} is not installed (apt-get install poppler-utils coreutils)`);
    process.exit(1);
  }
}

/** core's validator and signer with the CLI's engine, bundled from the TypeScript sources. */
async function loadOurs() {
  const require = createRequire(join(ROOT, 'cli/package.json'));
  const { build } = await import(pathToFileURL(require.resolve('esbuild')).href);
  const outfile = join(work, 'ours.mjs');
  await build({
    stdin: {
      contents: [
        "export { verifyPdf, signPdf, buildCertificate, encodePem } from '@ecsign/core/pdf';",
        "export { createNodeCryptoEngine } from './node-crypto-engine';",
        "export { createVerifyEngine } from './verify/create-verify-engine';",
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

/** Runs a command to its end, output discarded; answers the wall time in seconds. */
function timed(command, args) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(command, args, { stdio: 'ignore', env: { ...process.env, ECSIGN_LANG: 'en' } });
    child.on('error', reject);
    child.on('exit', () => resolve(Number(process.hrtime.bigint() - start) / 1e9));
  });
}

/** Runs `task` over `items`, `limit` at a time. */
async function pool(items, limit, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

async function median(measure) {
  await measure(); // warm-up: page cache, V8 code cache
  const times = [];
  for (let i = 0; i < ROUNDS; i++) times.push(await measure());
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const seconds = async (operation) => {
  const start = process.hrtime.bigint();
  await operation();
  return Number(process.hrtime.bigint() - start) / 1e9;
};

/** A PDF of about `megabytes` MB: pages each with a 1 MB image of random samples (incompressible). */
function makeBigPdf(megabytes) {
  const objects = [];
  const add = (body) => objects.push(body) && objects.length;
  const catalog = add(null);
  const pagesRef = add(null);
  const kids = [];
  let seed = 2024;
  const side = 591; // 591 × 591 RGB ≈ 1 MB
  for (let p = 0; p < megabytes; p++) {
    const samples = Buffer.alloc(side * side * 3);
    for (let i = 0; i < samples.length; i += 4) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      samples.writeUInt32LE(seed, Math.min(i, samples.length - 4));
    }
    const image = add(
      Buffer.concat([
        Buffer.from(
          `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${samples.length} >>\nstream\n`,
        ),
        samples,
        Buffer.from('\nendstream'),
      ]),
    );
    const text = `q 400 0 0 400 100 300 cm /Im0 Do Q BT /F1 12 Tf 72 760 Td (Annex ${p + 1}) Tj ET`;
    const content = add(Buffer.from(`<< /Length ${text.length} >>\nstream\n${text}\nendstream`));
    kids.push(
      add(
        Buffer.from(
          `<< /Type /Page /Parent ${pagesRef} 0 R /MediaBox [0 0 595 842] /Contents ${content} 0 R /Resources << /XObject << /Im0 ${image} 0 R >> >> >>`,
        ),
      ),
    );
  }
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesRef} 0 R >>`);
  objects[pagesRef - 1] = Buffer.from(
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`,
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
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}` +
        `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

/** A P-256 root and signer, and `bytes` signed PAdES B-B by it; answers the file and the root's PEM. */
async function signBig(ours, bytes) {
  const engine = ours.createNodeCryptoEngine();
  const ecdsa = { name: 'ECDSA', hash: 'SHA-256' };
  const validity = { notBefore: new Date(Date.now() - 86_400_000), notAfter: new Date(Date.now() + 86_400_000) };
  const rootKey = await engine.generateKeyPair({ type: 'EC', curve: 'P-256' });
  const key = await engine.generateKeyPair({ type: 'EC', curve: 'P-256' });
  const root = await ours.buildCertificate({
    engine,
    ...validity,
    serialNumber: 1n,
    subject: [['CN', 'ecsign bench root']],
    publicKey: rootKey.spki,
    signer: rootKey.privateKey,
    signatureAlgorithm: ecdsa,
    extensions: { basicConstraints: { ca: true }, keyUsage: ['keyCertSign'] },
  });
  const leaf = await ours.buildCertificate({
    engine,
    ...validity,
    serialNumber: 2n,
    subject: [['CN', 'ecsign bench signer']],
    issuer: root,
    publicKey: key.spki,
    signer: rootKey.privateKey,
    signatureAlgorithm: ecdsa,
    extensions: { keyUsage: ['digitalSignature'] },
  });
  const signed = await ours.signPdf(new Uint8Array(bytes), {
    signer: { engine, key: key.privateKey, certificateChain: [leaf.der, root.der] },
    signingTime: new Date(),
  });
  return { signed, rootPem: ours.encodePem('CERTIFICATE', root.der), engine };
}

const fmt = (n, digits = 1) => (n >= 100 ? n.toFixed(0) : n.toFixed(digits));
const ms = (s) => `${(s * 1000).toFixed(0)} ms`;

const ours = await loadOurs();
const files = readdirSync(CORPUS)
  .filter((f) => f.endsWith('.pdf'))
  .map((f) => join(CORPUS, f));
// pdfsig -v prints its version on standard error.
const pdfsigVersion = spawnSync('pdfsig', ['-v'], { encoding: 'utf8' }).stderr.split('\n')[0].trim();
console.log('ecsign verify benchmark: the built CLI against pdfsig and sha256sum, median of', ROUNDS, 'rounds');
console.log(
  `node ${process.version}, ${pdfsigVersion}, ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores)\n`,
);

// --- The corpus -------------------------------------------------------------------------------
const trust = ['pyhanko-testing-ca-root', 'signpdf-selfsigned', 'synthetic-sm2-selfsigned'].flatMap((n) => [
  '--trust',
  join(CORPUS, 'certs', `${n}.cert.pem`),
]);
const ecsignCorpus = await median(() => timed(process.execPath, [CLI, 'verify', CORPUS, ...trust, '--format', 'json']));
// Builds from before --jobs (measured with --cli) check on the main thread only anyway.
const hasJobs = execFileSync(process.execPath, [CLI, 'verify', '--help'], { encoding: 'utf8' }).includes('--jobs');
const ecsignCorpusOneThread = hasJobs
  ? await median(() => timed(process.execPath, [CLI, 'verify', CORPUS, ...trust, '--format', 'json', '--jobs', '1']))
  : ecsignCorpus;
const pdfsigOneByOne = await median(() =>
  seconds(async () => {
    for (const file of files) await timed('pdfsig', ['-no-ocsp', file]);
  }),
);
const pdfsigFour = await median(() => seconds(() => pool(files, 4, (file) => timed('pdfsig', ['-no-ocsp', file]))));
// The engine `ecsign verify` uses: node:crypto with cached public keys.
const engine = ours.createVerifyEngine();
const corpusBytes = files.map((f) => new Uint8Array(readFileSync(f)));
const inProcess = await median(() =>
  seconds(async () => {
    for (const bytes of corpusBytes) await ours.verifyPdf(bytes, { engine }).catch(() => undefined);
  }),
);
const rate = (s) => files.length / s;
console.log(`corpus: ${files.length} PDFs, ${(corpusBytes.reduce((n, b) => n + b.length, 0) / 1e6).toFixed(1)} MB`);
const corpusRows = [
  ['ecsign verify DIR (one process, default --jobs)', ecsignCorpus],
  ['ecsign verify DIR --jobs 1 (main thread only)', ecsignCorpusOneThread],
  ['pdfsig, one process per file, one at a time', pdfsigOneByOne],
  ['pdfsig, one process per file, 4 at a time', pdfsigFour],
  ['core verifyPdf in-process (no start-up)', inProcess],
];
for (const [name, time] of corpusRows) {
  console.log(`  ${name.padEnd(46)} ${ms(time).padStart(8)}  ${fmt(rate(time)).padStart(6)} files/s`);
}
const corpusRatio = pdfsigOneByOne / ecsignCorpus;
const corpusRatioParallel = pdfsigFour / ecsignCorpus;
console.log(
  `  pdfsig time ÷ ecsign verify time: ${corpusRatio.toFixed(2)}× (pdfsig one by one), ${corpusRatioParallel.toFixed(2)}× (pdfsig 4 at a time);` +
    ` with --jobs 1: ${(pdfsigOneByOne / ecsignCorpusOneThread).toFixed(2)}×, ${(pdfsigFour / ecsignCorpusOneThread).toFixed(2)}×\n`,
);

// --- The 50 MB file ---------------------------------------------------------------------------
const big = makeBigPdf(BIG_MB);
const { signed, rootPem } = await signBig(ours, big);
const bigFile = join(work, 'big-signed.pdf');
const rootFile = join(work, 'root.pem');
writeFileSync(bigFile, signed);
writeFileSync(rootFile, rootPem);
const check = JSON.parse(
  execFileSync(process.execPath, [CLI, 'verify', bigFile, '--trust', rootFile, '--format', 'json'], {
    encoding: 'utf8',
  }),
);
if (check.files[0].status !== 'valid') throw new Error(`the big file did not verify: ${JSON.stringify(check)}`);
const sha = await median(() => timed('sha256sum', [bigFile]));
const ecsignBig = await median(() => timed(process.execPath, [CLI, 'verify', bigFile, '--trust', rootFile]));
const nodeStart = await median(() => timed(process.execPath, ['-e', '0']));
const cliStart = await median(() => timed(process.execPath, [CLI, '--version']));
const bigInProcess = await median(() =>
  seconds(async () => {
    const bytes = new Uint8Array(readFileSync(bigFile));
    const report = await ours.verifyPdf(bytes, { engine, trustAnchors: [rootPem] });
    if (!report.signatures[0].intact) throw new Error('not intact');
  }),
);
const mbs = (s) => `${fmt(signed.length / 1e6 / s)} MB/s`;
console.log(
  `large file: ${(signed.length / 1e6).toFixed(1)} MB signed PDF (${BIG_MB} pages of random 1 MB images), one signature`,
);
const bigRows = [
  ['sha256sum FILE', sha],
  ['ecsign verify FILE --trust root.pem', ecsignBig],
  ['core verifyPdf in-process (read + verify)', bigInProcess],
  ['ecsign --version (the CLI’s start-up alone)', cliStart],
  ['node -e 0 (Node’s start-up alone)', nodeStart],
];
for (const [name, time] of bigRows)
  console.log(`  ${name.padEnd(46)} ${ms(time).padStart(8)}  ${mbs(time).padStart(12)}`);
const bigRatio = ecsignBig / sha;
console.log(
  `  ecsign verify / sha256sum: ${bigRatio.toFixed(2)}×; in-process / sha256sum: ${(bigInProcess / sha).toFixed(2)}×\n`,
);

const met = (ok) => (ok ? 'met' : 'NOT met');
const inProcessRatio = pdfsigOneByOne / inProcess;
const bigInProcessRatio = bigInProcess / sha;
console.log(
  `goal 1, faster than pdfsig on the corpus: built CLI ${corpusRatio.toFixed(1)}× → ${met(corpusRatio > 1)}; ` +
    `validator bundled ${inProcessRatio.toFixed(1)}× → ${met(inProcessRatio > 1)}`,
);
console.log(
  `goal 2, within 1.5× of sha256sum on ${BIG_MB} MB: built CLI ${bigRatio.toFixed(2)}× → ${met(bigRatio <= 1.5)}; ` +
    `validator bundled ${bigInProcessRatio.toFixed(2)}× → ${met(bigInProcessRatio <= 1.5)}`,
);
console.log(
  `(each run of the built CLI pays ${ms(cliStart)} of start-up — Node ${ms(nodeStart)}, then loading its modules — and cold JIT)`,
);
