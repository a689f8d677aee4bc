// Writes the adversarial suite (core's generated PDFs, one per known attack on PDF signatures)
// to a folder, so that other validators — pdfsig, DSS, pyHanko, a viewer — can be fed the same
// files: NN-name.pdf, MANIFEST.tsv (file, attack class, expected verdict, reason, problem code,
// what the attacker did, what ecsign says where it falls short), the one root everything chains
// to (trust-anchors/root.pem) and, so that an ecsign server can serve that root as its platform CA
// (PKI_ROOT_CERT, PKI_ISSUING_CERT and PKI_ISSUING_KEY), the root again with its throw-away key
// in ca/. The verdicts hold for the time the suite is written (its certificates are made valid
// around it).
//
//   node tests/bench/support/write-adversarial-suite.mjs /tmp/adversarial
//   node tests/bench/support/write-adversarial-suite.mjs /tmp/adversarial --pdfsig   # adds pdfsig's view
//
// Needs the workspace installed (esbuild from cli/node_modules bundles the TypeScript sources);
// the two encrypted cases need qpdf.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bundleSources } from './bundle-sources.mjs';

const out = process.argv[2] && !process.argv[2].startsWith('--') ? resolve(process.argv[2]) : undefined;
if (!out) {
  console.error('usage: node tests/bench/support/write-adversarial-suite.mjs OUT_DIR [--pdfsig]');
  process.exit(2);
}

/** The suite builder and a WebCrypto engine, bundled from core's sources. */
async function loadSuite(work) {
  return bundleSources({
    exports: [
      "export { buildAdversarialSuite } from './pdf/verify/testing/adversarial-suite.fixture';",
      "export { createWebCryptoEngine } from './pdf/crypto/create-web-crypto-engine';",
      "export { encodePem } from './pdf/x509/pem';",
    ],
    outfile: join(work, 'suite.mjs'),
    from: 'core/src',
  });
}

/** pdfsig's one-line view of a file: each signature's validation and whether it covers the whole file. */
function pdfsigView(file) {
  const run = spawnSync('pdfsig', ['-nocert', '-no-ocsp', file], { encoding: 'utf8' });
  const text = `${run.stdout}${run.stderr}`;
  const lines = [...text.matchAll(/Signature Validation: (.*)|Total document signed|Not total document signed/g)];
  if (lines.length === 0) return text.trim().split('\n')[0] ?? `exit ${run.status}`;
  return lines.map((m) => m[1] ?? m[0]).join('; ');
}

const work = mkdtempSync(join(tmpdir(), 'ecsign-adversarial-'));
try {
  const { buildAdversarialSuite, createWebCryptoEngine, encodePem } = await loadSuite(work);
  const engine = createWebCryptoEngine(globalThis.crypto.subtle, { getRandomValues: (a) => crypto.getRandomValues(a) });
  const suite = await buildAdversarialSuite(engine, new Date());
  mkdirSync(join(out, 'trust-anchors'), { recursive: true });
  mkdirSync(join(out, 'ca'), { recursive: true });
  const rootPem = encodePem('CERTIFICATE', suite.trustAnchors[0].der);
  writeFileSync(join(out, 'trust-anchors', 'root.pem'), rootPem);
  writeFileSync(join(out, 'ca', 'root.pem'), rootPem);
  writeFileSync(join(out, 'ca', 'root-key.pem'), encodePem('PRIVATE KEY', suite.rootKeyPkcs8));
  const withPdfsig = process.argv.includes('--pdfsig');
  // `ecsign` is what this validator says where it differs from the expected verdict (a known gap).
  const header = [
    'file',
    'attack',
    'verdict',
    'reason',
    'problem',
    'description',
    'ecsign',
    ...(withPdfsig ? ['pdfsig'] : []),
  ];
  const rows = suite.cases.map((item, i) => {
    const file = `${String(i + 1).padStart(2, '0')}-${item.name}.pdf`;
    writeFileSync(join(out, file), item.bytes);
    const gap = item.knownGap ? `${item.knownGap.verdict}: ${item.knownGap.why}` : '';
    const row = [file, item.attack, item.verdict, item.reason ?? '', item.problem ?? '', item.description, gap];
    return withPdfsig ? [...row, pdfsigView(join(out, file))] : row;
  });
  const tsv = [header, ...rows].map((row) => row.map((cell) => cell.replace(/[\t\n]/g, ' ')).join('\t')).join('\n');
  writeFileSync(join(out, 'MANIFEST.tsv'), `${tsv}\n`);
  console.log(`${rows.length} files, MANIFEST.tsv, the root and its CA key in ${out}`);
  console.log(`check them: ecsign verify ${out} --trust ${out}/trust-anchors/root.pem --format json`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
