// The HR row PDF worker threads (row-pdf-pool.ts), on the worker script bundled the way the
// server's build bundles it: rows filled and signed on the threads verify as PAdES signatures of
// the enterprise (the key and the TSA answered by this thread), a refusal comes back with its
// catalogue code, and a worker that dies fails its rows (the queue retries the chunk) while the
// next row starts a fresh one.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { AppError } from '@ecsign/core/errors';
import { verifyPdf } from '@ecsign/core/pdf';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerTimeStampRequest } from '../pki/answer-time-stamp-request';
import { pkiOf } from '../pki/pki-of';
import { templateFont } from '../templates/template-font';
import { loadBatchFacts, loadBatchSigning, type HrBatchSigning } from './hr-batch-signing';
import { addEmployees, call, employeeRow, hrKit, type HrKit } from '../../test-support/hr-test-kit';
import { pdfThreadsFor, RowPdfPool, type RowPdfHelpers } from './row-pdf-pool';
import type { RowPdfShared } from './sign-row-pdf';

const serverDir = fileURLToPath(new URL('../../../', import.meta.url));
// Inside the server's node_modules, so the bundle finds the server's dependencies (the font) as dist/ does.
const outDir = join(serverDir, 'node_modules/.cache/ecsign-row-pdf-worker-test');

let kit: HrKit;
let signing: HrBatchSigning;
let shared: RowPdfShared;
let values: Record<string, string>[];
let pool: RowPdfPool;

beforeAll(async () => {
  mkdirSync(outDir, { recursive: true });
  const { bundleNodeApp } = (await import(pathToFileURL(join(serverDir, '../scripts/bundle-node-app.mjs')).href)) as {
    bundleNodeApp: (options: Record<string, unknown>) => Promise<void>;
  };
  await bundleNodeApp({
    build,
    packageDir: serverDir,
    entry: 'src/modules/hr-batches/row-pdf-worker.ts',
    outfile: join(outDir, 'row-pdf-worker.js'),
  });
  kit = await hrKit();
  await addEmployees(kit.t.context, 1, 3);
  const created = await call(kit, 'POST', '', kit.tokens.hr, {
    templateId: kit.templateId,
    taskName: '线程',
    rows: [1, 2, 3].map((n) => employeeRow(n)),
  });
  expect(created.status).toBe(200);
  const batchId = created.data.batchId as string;
  signing = await loadBatchSigning(kit.t.context, (await loadBatchFacts(kit.t.context, batchId))!);
  const rows = await kit.t.context.database.query<{ field_values: Record<string, string> }>(
    'SELECT field_values FROM hr_batch_rows WHERE batch_id = $1 ORDER BY idx',
    [batchId],
  );
  values = rows.map((row) => row.field_values);
  shared = {
    template: { fields: signing.template.fields, roles: signing.template.roles },
    source: signing.templateSource,
    enterpriseName: signing.batch.enterprise_name,
    taskName: signing.batch.task_name,
    sealPng: signing.seal.png,
    certificateChain: signing.signer.certificateChain,
    algorithm: signing.signer.algorithm,
    revocation: signing.revocation,
  };
  pool = new RowPdfPool(pathToFileURL(join(outDir, 'row-pdf-worker.js')), 2);
}, 180_000);
afterAll(async () => {
  await pool?.close();
  await kit?.t.close();
});

const helpers = (): RowPdfHelpers => ({
  signer: signing.signer,
  answerTimeStamp: (request) => answerTimeStampRequest(kit.t.context, request),
  inProcess: async () => ({ signer: signing.signer, timeStamper: signing.timeStamper, font: await templateFont() }),
});

describe('HR row PDF worker threads', () => {
  it('fill and sign rows on the threads: each verifies as the enterprise’s PAdES signature with a time-stamp', async () => {
    expect(pool.threaded).toBe(true);
    const signingTime = kit.t.context.now();
    const results = await Promise.all(values.map((row) => pool.run(shared, { values: row, signingTime }, helpers())));
    const pki = pkiOf(kit.t.context);
    const trustAnchors = [(await pki.ca()).default.root.certificate.der];
    for (const result of results) {
      expect(result.pages.length).toBeGreaterThan(0);
      expect(result.enterpriseRole.type).toBe('ENTERPRISE');
      expect(result.personRole.type).toBe('PERSON');
      const text = Buffer.from(result.bytes).toString('latin1');
      expect(text).toContain('/DSS');
      const report = await verifyPdf(result.bytes, { engine: pki.engine, trustAnchors });
      expect(report.signatures).toHaveLength(1);
      expect(report.signatures[0]).toMatchObject({ intact: true, bottomLine: 'valid', level: 'B-LT' });
      expect(report.signatures[0]!.signer?.subject).toContain('演示科技有限公司');
      expect(report.signatures[0]!.timeStampTime).toBeInstanceOf(Date);
    }
    // Three documents, three different hashes (each row its own values and time-stamp).
    expect(new Set(results.map((r) => r.sha256)).size).toBe(3);
    // And poppler agrees (integrity only: the platform root is not in its trust store here).
    if (spawnSync('sh', ['-c', 'command -v pdfsig']).status === 0) {
      const file = join(outDir, `sampled-${process.pid}.pdf`);
      writeFileSync(file, results[0]!.bytes);
      const said = execFileSync('pdfsig', ['-nocert', file]).toString();
      rmSync(file);
      expect(said).toContain('Signature is Valid');
    }
  }, 120_000);

  it('answers a value the template refuses with its catalogue code', async () => {
    const refused = pool.run(shared, { values: { nonsense: 'x' }, signingTime: new Date() }, helpers());
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'TEMPLATE_FILL_VALUE_INVALID' });
  }, 60_000);

  it('fails the rows of a worker that dies, and runs the next row on a fresh worker', async () => {
    const broken = new RowPdfPool(pathToFileURL(join(outDir, 'row-pdf-worker.js')), 1);
    try {
      const signingTime = new Date();
      const killed = broken.run(
        shared,
        { values: values[0]!, signingTime },
        {
          ...helpers(),
          // The worker is ended while it waits for its signature.
          signer: {
            ...signing.signer,
            key: async () => {
              await (
                broken as unknown as { workers: { worker: { terminate(): Promise<number> } }[] }
              ).workers[0]!.worker.terminate();
              return new Uint8Array(64);
            },
          },
        },
      );
      await expect(killed).rejects.toThrow(/exited/);
      const next = await broken.run(shared, { values: values[1]!, signingTime }, helpers());
      expect(next.bytes.length).toBeGreaterThan(0);
    } finally {
      await broken.close();
    }
  }, 120_000);
});

describe('pdfThreadsFor', () => {
  it('leaves one core to the event loop and the database, with at least one thread and at most four', () => {
    expect([1, 2, 3, 4, 8, 64].map(pdfThreadsFor)).toEqual([1, 1, 2, 3, 4, 4]);
  });
});
