// Signature-check throughput against the physical limits, all measured in the same run: the
// built `ecsign verify` over the shared corpus against poppler's `pdfsig` over the same files, one
// process per file, as many at a time as the machine has cores (and one at a time); over a
// generated 50 MB signed PDF against `openssl dgst -sha256` of the same file — hashing every signed
// byte is the floor — in-process (goal: within 1.5×) and as a process (goal: within `node -e 0`'s
// start-up plus 1.5× openssl dgst); the CLI's start-up (`ecsign --version` and `ecsign verify` of one
// small file against `node -e 0`, goal: within 1.3×); and a 500 MB signed PDF's peak RSS above the
// CLI's idle RSS (goal: under 64 MiB). The sides alternate for at least seven rounds
// (support/alternate.mjs); it prints min, median and the paired ratios. A script that prints
// figures, not a timed test.
//
//   (cd cli && node build.mjs) && node tests/bench/verify.bench.mjs          # a few minutes
//   node tests/bench/verify.bench.mjs --quick                                 # no 500 MB file
//   node tests/bench/verify.bench.mjs --rounds 11 --huge-mb 200               # more rounds, a smaller huge file
//   node tests/bench/verify.bench.mjs --cli /tmp/old/bin/ecsign.js            # another build of the CLI
//
// Wall times of whole processes, files in the page cache. `ecsign verify DIR` is one process for
// all files (four at a time on the main thread and, for a long list, worker threads). The
// in-process figures (core's verifyPdf bundled from the sources with the engine `ecsign verify`
// uses: node:crypto, public keys cached) show what is left after the start-up. Without pdfsig or
// openssl the lines that need them are skipped; the peak RSS needs /usr/bin/time (GNU time). The
// signed PDFs are made with core's signPdf.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSources } from './support/bundle-sources.mjs';
import { writeClassicPdf } from './support/sign-fixtures.mjs';
import {
  alternate,
  formatRatio,
  formatSide,
  hasCommand,
  msUnit,
  pairedRatios,
  roundsFromArgv,
  summary,
} from './support/alternate.mjs';

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
const ROUNDS = roundsFromArgv();
const BIG_MB = 50;
const HUGE_MB = QUICK ? 0 : Number(option('--huge-mb') ?? 500);
const work = mkdtempSync(join(tmpdir(), 'ecsign-verify-bench-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

// dist/ecsign.cjs since 2026-11-29; an older build (--cli) has dist/ecsign.js.
if (!['ecsign.cjs', 'ecsign.js'].some((launcher) => existsSync(join(CLI, '../../dist', launcher)))) {
  console.error('build the CLI first: (cd cli && node build.mjs)');
  process.exit(1);
}
const HAS_PDFSIG = await hasCommand('pdfsig', ['-v']);
const HAS_OPENSSL = await hasCommand('openssl', ['version']);
const HAS_GNU_TIME = existsSync('/usr/bin/time');
const HAS_SHA256SUM = await hasCommand('sha256sum', ['--version']);
if (!HAS_PDFSIG) console.log('pdfsig is not installed (apt-get install poppler-utils): its lines are skipped');
if (!HAS_OPENSSL) console.log('openssl is not installed: the hashing floor lines are skipped');
if (!HAS_SHA256SUM) console.log('sha256sum is not installed (coreutils): its line is skipped');

/** core's validator and signer with the CLI's engine, bundled from the TypeScript sources. */
async function loadOurs() {
  return bundleSources({
    exports: [
      "export { verifyPdf, signPdf, buildCertificate, encodePem } from '@ecsign/core/pdf';",
      "export { createNodeCryptoEngine } from './node-crypto-engine';",
      "export { createVerifyEngine } from './verify/create-verify-engine';",
      "export { openFileSource } from './verify/open-file-source';",
    ],
    outfile: join(work, 'ours.mjs'),
  });
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
  return writeClassicPdf(objects, catalog);
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

/** Peak RSS in MiB of a process run to its end (GNU time's %M), or NaN. */
function peakRssMiB(command, args) {
  const run = spawnSync('/usr/bin/time', ['-f', 'PEAK_RSS_KB %M', command, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const match = /PEAK_RSS_KB (\d+)/.exec(run.stderr ?? '');
  if (run.status !== 0 || !match) throw new Error(`${command} ${args.join(' ')} failed: ${run.stderr}`);
  return Number(match[1]) / 1024;
}

const ours = await loadOurs();
const engine = ours.createVerifyEngine();
const files = readdirSync(CORPUS)
  .filter((f) => f.endsWith('.pdf'))
  .map((f) => join(CORPUS, f));
const cores = cpus().length;
// pdfsig -v prints its version on standard error.
const pdfsigVersion = HAS_PDFSIG ? spawnSync('pdfsig', ['-v'], { encoding: 'utf8' }).stderr.split('\n')[0].trim() : '';
const opensslVersion = HAS_OPENSSL ? execFileSync('openssl', ['version'], { encoding: 'utf8' }).trim() : '';
console.log(
  `ecsign verify benchmark: the built CLI against pdfsig and openssl dgst, ${ROUNDS} alternating rounds — ` +
    'figures of this machine as it is now (on a shared one, say "busy shared machine")',
);
console.log(
  `node ${process.version}, ${[pdfsigVersion, opensslVersion].filter(Boolean).join(', ')}, ` +
    `${cpus()[0]?.model ?? 'unknown CPU'} (${cores} cores)\n`,
);

// --- The corpus -------------------------------------------------------------------------------
const trust = ['pyhanko-testing-ca-root', 'signpdf-selfsigned', 'synthetic-sm2-selfsigned'].flatMap((n) => [
  '--trust',
  join(CORPUS, 'certs', `${n}.cert.pem`),
]);
// Builds from before --jobs (measured with --cli) check on the main thread only anyway.
const hasJobs = execFileSync(process.execPath, [CLI, 'verify', '--help'], { encoding: 'utf8' }).includes('--jobs');
const corpusBytes = files.map((f) => new Uint8Array(readFileSync(f)));
const corpusSides = {
  'ecsign verify DIR (one process)': () =>
    timed(process.execPath, [CLI, 'verify', CORPUS, ...trust, '--format', 'json']),
  ...(hasJobs && {
    'ecsign verify DIR --jobs 1': () =>
      timed(process.execPath, [CLI, 'verify', CORPUS, ...trust, '--format', 'json', '--jobs', '1']),
  }),
  ...(HAS_PDFSIG && {
    [`pdfsig, a process per file, ${cores} at a time`]: () =>
      seconds(() => pool(files, cores, (file) => timed('pdfsig', ['-no-ocsp', file]))),
    'pdfsig, a process per file, one at a time': () =>
      seconds(async () => {
        for (const file of files) await timed('pdfsig', ['-no-ocsp', file]);
      }),
  }),
  'core verifyPdf in-process (no start-up)': () =>
    seconds(async () => {
      for (const bytes of corpusBytes) await ours.verifyPdf(bytes, { engine }).catch(() => undefined);
    }),
};
const corpus = await alternate(corpusSides, ROUNDS);
console.log(
  `corpus: ${files.length} PDFs, ${(corpusBytes.reduce((n, b) => n + b.length, 0) / 1e6).toFixed(1)} MB (wall time)`,
);
for (const [name, times] of Object.entries(corpus)) console.log(formatSide(name, times, msUnit));
const ecsignCorpus = corpus['ecsign verify DIR (one process)'];
if (HAS_PDFSIG) {
  const parallel = pairedRatios(corpus[`pdfsig, a process per file, ${cores} at a time`], ecsignCorpus);
  console.log(
    `  pdfsig ${cores} at a time ÷ ecsign verify DIR: ${formatRatio(parallel)} — goal > 1: ${parallel.median > 1 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `  pdfsig one at a time ÷ ecsign verify DIR: ${formatRatio(pairedRatios(corpus['pdfsig, a process per file, one at a time'], ecsignCorpus))}`,
  );
}
console.log('');

// --- The 50 MB file, and the CLI's start-up ---------------------------------------------------
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
const smallFile = files.find((f) => /signpdf/.test(f)) ?? files[0];
const bigSides = {
  ...(HAS_OPENSSL && { 'openssl dgst -sha256 FILE': () => timed('openssl', ['dgst', '-sha256', bigFile]) }),
  // coreutils' hasher: the everyday tool a CI script would otherwise run over the same bytes.
  ...(HAS_SHA256SUM && { 'sha256sum FILE': () => timed('sha256sum', [bigFile]) }),
  'ecsign verify FILE --trust root.pem': () => timed(process.execPath, [CLI, 'verify', bigFile, '--trust', rootFile]),
  'core verifyPdf in-process (read + verify)': () =>
    seconds(async () => {
      // Opened as `ecsign verify` opens it (cli/src/verify/open-file-source.ts): positioned reads,
      // the structure read into a sparse image and the signed bytes hashed in chunks.
      const opened = ours.openFileSource(bigFile);
      try {
        const report = await ours.verifyPdf(opened.input, { engine, trustAnchors: [rootPem] });
        if (!report.signatures[0].intact) throw new Error('not intact');
      } finally {
        opened.close();
      }
    }),
  'node -e 0 (Node’s start-up alone)': () => timed(process.execPath, ['-e', '0']),
  'ecsign --version': () => timed(process.execPath, [CLI, '--version']),
  'ecsign verify SMALL (one corpus file)': () => timed(process.execPath, [CLI, 'verify', smallFile, ...trust]),
};
const bigValues = await alternate(bigSides, ROUNDS);
console.log(
  `large file: ${(signed.length / 1e6).toFixed(1)} MB signed PDF (${BIG_MB} pages of random 1 MB images), one signature; ` +
    `small file: ${smallFile.split('/').pop()} (wall time)`,
);
for (const [name, times] of Object.entries(bigValues)) console.log(formatSide(name, times, msUnit));
const nodeStart = bigValues['node -e 0 (Node’s start-up alone)'];
const met = (ok) => (ok ? 'met' : 'NOT met');
if (HAS_OPENSSL) {
  const dgst = bigValues['openssl dgst -sha256 FILE'];
  const inProcess = pairedRatios(bigValues['core verifyPdf in-process (read + verify)'], dgst);
  console.log(`  in-process ÷ openssl dgst: ${formatRatio(inProcess)} — goal ≤ 1.5×: ${met(inProcess.median <= 1.5)}`);
  const budget = dgst.map((d, i) => nodeStart[i] + 1.5 * d);
  const cli = pairedRatios(bigValues['ecsign verify FILE --trust root.pem'], budget);
  console.log(
    `  ecsign verify FILE ÷ (node -e 0 + 1.5 × openssl dgst): ${formatRatio(cli)} — goal ≤ 1: ${met(cli.median <= 1)}`,
  );
}
if (HAS_SHA256SUM) {
  const ratio = pairedRatios(bigValues['ecsign verify FILE --trust root.pem'], bigValues['sha256sum FILE']);
  console.log(`  ecsign verify FILE ÷ sha256sum FILE: ${formatRatio(ratio)}`);
}
for (const name of ['ecsign --version', 'ecsign verify SMALL (one corpus file)']) {
  const ratio = pairedRatios(bigValues[name], nodeStart);
  console.log(`  ${name} ÷ node -e 0: ${formatRatio(ratio)} — goal ≤ 1.3×: ${met(ratio.median <= 1.3)}`);
}
console.log('');

// --- Memory: a huge file's peak RSS above the CLI's idle RSS ----------------------------------
if (!HUGE_MB) {
  console.log('huge file: skipped (--quick)');
} else if (!HAS_GNU_TIME) {
  console.log('huge file: skipped (the peak RSS needs GNU time at /usr/bin/time)');
} else {
  const hugeFile = join(work, 'huge-signed.pdf');
  const hugeRootFile = join(work, 'huge-root.pem');
  const hugeSigned = await signBig(ours, makeBigPdf(HUGE_MB));
  writeFileSync(hugeFile, hugeSigned.signed);
  writeFileSync(hugeRootFile, hugeSigned.rootPem);
  const hugeSides = {
    'ecsign verify HUGE (peak RSS)': () =>
      peakRssMiB(process.execPath, [CLI, 'verify', hugeFile, '--trust', hugeRootFile]),
    'ecsign --version (idle peak RSS)': () => peakRssMiB(process.execPath, [CLI, '--version']),
  };
  const huge = await alternate(hugeSides, ROUNDS);
  const mib = (value) => `${value.toFixed(0)} MiB`;
  console.log(`huge file: ${HUGE_MB} MB signed PDF (peak RSS from GNU time)`);
  for (const [name, values] of Object.entries(huge)) console.log(formatSide(name, values, mib));
  const growth = huge['ecsign verify HUGE (peak RSS)'].map((v, i) => v - huge['ecsign --version (idle peak RSS)'][i]);
  const grown = summary(growth);
  console.log(
    `  growth above idle: median ${mib(grown.median)}, max ${mib(grown.max)} — goal < 64 MiB: ${met(grown.max < 64)}`,
  );
}
