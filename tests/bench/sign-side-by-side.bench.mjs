// Core's signPdf as it is in this checkout against core's signPdf at an earlier commit, in one
// process: on a shared machine, figures of two separate runs differ by more than most changes do,
// so a change to the signing path is judged by the two alternating in the same process (PAdES B-B,
// invisible, the CLI's node:crypto engine, a 200 KB and a 5 MB PDF, RSA-2048 and P-256). Prints,
// per file and key, the CPU time a signature takes on each side (min, median) and the paired
// ratio base ÷ this checkout (above 1: this checkout is faster). A script that prints figures, not
// a timed test.
//
//   node tests/bench/sign-side-by-side.bench.mjs --base HEAD~3          # 7 rounds
//   node tests/bench/sign-side-by-side.bench.mjs --base main --rounds 15
//
// The base's core/src and cli/src are taken with `git archive` into a temporary folder and bundled
// from there with this checkout's node_modules (so a base whose dependencies differ is not
// comparable). Needs openssl for the test keys.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSources } from './support/bundle-sources.mjs';
import { alternate, formatRatio, formatSide, hasCommand, pairedRatios, roundsFromArgv } from './support/alternate.mjs';
import { makeP12, makePdf } from './support/sign-fixtures.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ROUNDS = roundsFromArgv();
const PASSWORD = 'bench-1234';
/** Signatures per round and side: about a tenth of a second each on the shared machine. */
const PER_ROUND = { '200 KB': 200, '5 MB': 15 };

const baseAt = process.argv.indexOf('--base');
const base = baseAt > 0 ? process.argv[baseAt + 1] : undefined;
if (!base) {
  console.log('usage: node tests/bench/sign-side-by-side.bench.mjs --base <commit> [--rounds N]');
  process.exit(2);
}
if (!(await hasCommand('openssl', ['version']))) {
  console.log('openssl is not installed: the test keys cannot be made — stopping');
  process.exit(0);
}

const work = mkdtempSync(join(tmpdir(), 'ecsign-side-by-side-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

/** signPdf, signerFromPkcs12 and the CLI's engine from the sources under `root`, as one ES module. */
async function bundleFrom(root, name) {
  return bundleSources({
    exports: [
      "export { signPdf, signerFromPkcs12 } from '@ecsign/core/pdf';",
      "export { createNodeCryptoEngine } from './node-crypto-engine';",
    ],
    outfile: join(work, `${name}.mjs`),
    sourceRoot: root,
  });
}

const baseRoot = join(work, 'base');
execFileSync('mkdir', ['-p', baseRoot]);
const archive = execFileSync('git', ['-C', ROOT, 'archive', base, 'core/src', 'cli/src'], { maxBuffer: 1 << 28 });
execFileSync('tar', ['-x', '-C', baseRoot], { input: archive });
const sides = { base: await bundleFrom(baseRoot, 'base'), current: await bundleFrom(ROOT, 'current') };
const baseCommit = execFileSync('git', ['-C', ROOT, 'rev-parse', '--short', base]).toString().trim();
const currentCommit = execFileSync('git', ['-C', ROOT, 'rev-parse', '--short', 'HEAD']).toString().trim();

const pdfs = { '200 KB': makePdf(200 * 1024), '5 MB': makePdf(5 * 1024 * 1024) };
const keys = {
  'RSA-2048': makeP12(work, 'rsa', ['rsa:2048'], PASSWORD),
  'ECDSA P-256': makeP12(work, 'p256', ['ec', '-pkeyopt', 'ec_paramgen_curve:P-256'], PASSWORD),
};
// After the certificates were made (their validity starts at the second they were issued).
const signingTime = new Date(Date.now() + 1000);
await new Promise((resolve) => setTimeout(resolve, 1100));

/** CPU seconds of this process per signature over `count` signatures. */
async function cpuPerSignature(sign, count) {
  const before = process.cpuUsage();
  for (let i = 0; i < count; i++) await sign();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6 / count;
}

console.log(
  `signPdf side by side: base ${base} (${baseCommit}) against this checkout (${currentCommit}${execFileSync('git', ['-C', ROOT, 'status', '--porcelain', 'core/src', 'cli/src']).length ? ', with uncommitted changes' : ''}), ` +
    `${ROUNDS} alternating rounds, CPU time per signature — figures of this machine as it is now`,
);
const µs = (seconds) => `${(seconds * 1e6).toFixed(0)} µs`;
for (const [keyName, p12] of Object.entries(keys)) {
  const signers = {};
  for (const [side, core] of Object.entries(sides)) {
    signers[side] = await core.signerFromPkcs12(new Uint8Array(p12), PASSWORD, core.createNodeCryptoEngine());
  }
  for (const [pdfName, pdf] of Object.entries(pdfs)) {
    const count = PER_ROUND[pdfName];
    const run = (side) => () =>
      cpuPerSignature(
        () => sides[side].signPdf(pdf, { signer: signers[side], signingTime, reason: 'benchmark' }),
        count,
      );
    const values = await alternate({ base: run('base'), current: run('current') }, ROUNDS);
    console.log(`${pdfName}, ${keyName} (${count} signatures a round and side):`);
    console.log(formatSide(`base (${baseCommit})`, values.base, µs));
    console.log(formatSide('this checkout', values.current, µs));
    console.log(`  base ÷ this checkout: ${formatRatio(pairedRatios(values.base, values.current))}`);
  }
}
