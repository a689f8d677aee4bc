// The end-to-end promise of the platform PKI: a PDF signed with a subject certificate of the platform CA is
// valid for poppler's pdfsig, and trusted once the platform root (downloaded from /ecapi/pki/root.pem)
// is imported into an NSS database — what a user does to trust ecsign in their reader.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { signPdf } from '@ecsign/core/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { issueSubjectCertificate } from './issue-subject-certificate';
import { subjectSigner } from './subject-signer';

// pdfsig asks this process's OCSP responder, so it must run without blocking the event loop.
const pdfsig = async (nssDir: string, file: string) =>
  (await promisify(execFile)('pdfsig', ['-nssdir', `sql:${nssDir}`, file])).stdout;
const has = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
const tools = has('pdfsig') && has('certutil');
if (!tools)
  console.log('platform-root-trusted-by-pdfsig: skipped, pdfsig or certutil (poppler-utils, libnss3-tools) missing');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const UNSIGNED_PDF = new URL('../../../../tests/fixtures/pdf-signatures/signpdf__w3dummy.pdf', import.meta.url);

describe.runIf(tools)('a signature by a platform-issued certificate', () => {
  let t: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'ecsign-nss-'));
  beforeAll(async () => {
    // The certificates name this server's CRL and OCSP URLs, and NSS asks the responder: listen for real.
    const port = await freePort();
    t = await buildTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['RSA-2048', 'P-256'] as const)(
    '%s: pdfsig says valid, and trusted with the platform root',
    async (keyAlgorithm) => {
      const [admin] = await t.context.database.query<{ user_id: string; id: string }>(
        "SELECT a.user_id, a.id FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.username = 'admin' AND a.account_type = 'PERSONAL'",
      );
      await issueSubjectCertificate(t.context, t.context.database.db, {
        subjectType: 'PERSON',
        subjectId: admin!.user_id,
        name: '王管理',
        identifier: 'test-identifier-hmac',
        keyAlgorithm,
      });
      const signer = await subjectSigner(t.context, admin!.id);
      const signed = await signPdf(new Uint8Array(readFileSync(UNSIGNED_PDF)), {
        signer,
        signingTime: new Date(),
        reason: 'ecsign platform signature',
      });
      const pdf = join(dir, `signed-${keyAlgorithm}.pdf`);
      writeFileSync(pdf, signed);

      const root = await t.app.inject({ method: 'GET', url: '/ecapi/pki/root.pem' });
      expect(root.statusCode).toBe(200);
      writeFileSync(join(dir, 'root.pem'), root.body);
      const nss = join(dir, `nss-${keyAlgorithm}`);
      spawnSync('mkdir', ['-p', nss]);
      expect(spawnSync('certutil', ['-N', '-d', `sql:${nss}`, '--empty-password']).status).toBe(0);
      // pdfsig checks a PDF signer like an e-mail signer: the root needs S/MIME trust ("C,C,").
      expect(
        spawnSync('certutil', [
          '-A',
          '-n',
          'ecsign-root',
          '-t',
          'C,C,',
          '-d',
          `sql:${nss}`,
          '-i',
          join(dir, 'root.pem'),
        ]).status,
      ).toBe(0);

      const emptyNss = mkdtempSync(join(dir, 'empty-'));
      expect(spawnSync('certutil', ['-N', '-d', `sql:${emptyNss}`, '--empty-password']).status).toBe(0);
      const untrusted = await pdfsig(emptyNss, pdf);
      expect(untrusted).toContain('Signature is Valid.');
      expect(untrusted).not.toContain('Certificate is Trusted.');
      const trusted = await pdfsig(nss, pdf);
      expect(trusted).toContain('Signature is Valid.');
      expect(trusted).toContain('Certificate is Trusted.');
      expect(trusted).toContain('Total document signed');
    },
  );
});
