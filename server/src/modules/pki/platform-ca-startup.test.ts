// The platform CA across starts: two servers starting together on one database make one CA (the
// PostgreSQL pass runs this on real concurrent connections); a restart reuses it; a wrong master
// key stops the start; requests left PENDING before the CA existed are issued with their reserved
// serial; a CA from configuration is used as given; the OCSP certificate is renewed near its end.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import {
  buildCertificate,
  createWebCryptoEngine,
  decodePem,
  encodePem,
  parseCertificate,
  parseOcspResponse,
  verifyCertificateSignature,
} from '@ecsign/core/pdf';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { ConfigError, parseConfig } from '../../config';
import { createAppContext, type AppContext } from '../../context';
import { migrate } from '../../db/migrate';
import type { Database } from '../../db/open-database';
import { pkiAuthorities, pkiKeystore, subjectCertificates, users } from '../../db/schema';
import { seedDemo } from '../../db/seed-demo';
import { openTestDatabase } from '../../test-support/open-test-database';
import { pkiOf } from './pki-of';
import { issueSubjectCertificate } from './issue-subject-certificate';
import { explainMissingOpenSsl, hasOpenSsl, openssl, scratchFiles } from '../../test-support/openssl-for-tests';

explainMissingOpenSsl('platform-ca-startup');
const MASTER_KEY = 'a shared master key for every server';

describe('the platform CA across server starts', () => {
  let database: Database;
  const apps: FastifyInstance[] = [];
  const contextFor = (env: Record<string, string> = {}): AppContext =>
    createAppContext({
      config: parseConfig({ DATA_DIR: scratchFiles()('data'), PKI_MASTER_KEY: MASTER_KEY, ...env }),
      database,
      now: () => new Date(),
    });
  const start = async (context: AppContext) => {
    const app = await buildApp(context);
    apps.push(app);
    return app;
  };
  const post = (app: FastifyInstance, url: string, payload: Uint8Array, type: string) =>
    app.inject({ method: 'POST', url, payload: Buffer.from(payload), headers: { 'content-type': type } });

  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
    await seedDemo(database);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('makes one CA when two servers start together, and both serve it', async () => {
    const [a, b] = [contextFor(), contextFor()];
    const [appA, appB] = await Promise.all([start(a), start(b)]);
    const rootA = (await appA.inject({ method: 'GET', url: '/ecapi/pki/root.crt' })).rawPayload;
    const rootB = (await appB.inject({ method: 'GET', url: '/ecapi/pki/root.crt' })).rawPayload;
    expect(rootA.equals(rootB)).toBe(true);
    const caA = pkiOf(a).caSnapshot();
    const caB = pkiOf(b).caSnapshot();
    for (const role of ['root', 'issuing', 'ocsp', 'tsa'] as const) {
      expect(caA.default[role].fingerprint).toBe(caB.default[role].fingerprint);
    }
    expect(caA.sm2!.root.fingerprint).toBe(caB.sm2!.root.fingerprint);
    const rows = await database.db.select().from(pkiAuthorities);
    expect(rows.map((r) => `${r.hierarchy}/${r.role}`).sort()).toEqual([
      'DEFAULT/ISSUING',
      'DEFAULT/OCSP',
      'DEFAULT/ROOT',
      'DEFAULT/TSA',
      'SM2/ISSUING',
      'SM2/OCSP',
      'SM2/ROOT',
    ]);
    expect(await database.db.select().from(pkiKeystore)).toHaveLength(1);

    // Time-stamp serial numbers come from one sequence: unique across the two processes.
    const { buildTimeStampRequest, parseTimeStampResponse } = await import('@ecsign/core/pdf');
    const query = buildTimeStampRequest({ digestAlgorithm: 'SHA-256', digest: new Uint8Array(32).fill(7) });
    const serials = await Promise.all(
      [appA, appB, appA, appB].map(async (app) => {
        const reply = await post(app, '/ecapi/pki/tsa', query, 'application/timestamp-query');
        return parseTimeStampResponse(new Uint8Array(reply.rawPayload)).token!.tstInfo.serialNumber;
      }),
    );
    expect(new Set(serials).size).toBe(4);
  });

  it('reuses the CA on restart, and issues requests left PENDING with their reserved serial', async () => {
    const before = await database.db.select({ id: pkiAuthorities.id }).from(pkiAuthorities);
    const [user] = await database.db.select().from(users).where(eq(users.username, 'lisi'));
    const pendingId = randomUUID();
    await database.db.insert(subjectCertificates).values({
      id: pendingId,
      subjectType: 'PERSON',
      subjectId: user!.id,
      subjectName: '李四',
      subjectIdentifier: 'd'.repeat(64),
      serialNumber: '0badc0ffee0000000000000000000001',
      status: 'PENDING',
      issuer: 'pending-platform-ca',
    });
    const context = contextFor();
    await start(context);
    expect(await database.db.select({ id: pkiAuthorities.id }).from(pkiAuthorities)).toEqual(before);
    const [row] = await database.db.select().from(subjectCertificates).where(eq(subjectCertificates.id, pendingId));
    expect(row).toMatchObject({
      status: 'ISSUED',
      issuer: 'platform-ca',
      serialNumber: '0badc0ffee0000000000000000000001',
    });
    const certificate = parseCertificate(decodePem(row!.certificatePem!)[0]!.der);
    expect(certificate.serialNumber).toBe(0x0badc0ffee0000000000000000000001n);
    expect(certificate.subject.commonName).toBe('李四');
    const issuing = pkiOf(context).caSnapshot().default.issuing;
    expect(await verifyCertificateSignature(certificate, issuing.certificate, pkiOf(context).engine)).toBe('valid');
  });

  it('stops the start with a clear error when the master key is wrong', async () => {
    const wrong = contextFor({ PKI_MASTER_KEY: 'somebody else’s master key' });
    await expect(buildApp(wrong)).rejects.toThrow(ConfigError);
    await expect(buildApp(wrong)).rejects.toThrow(/^PKI_MASTER_KEY does not open this database’s keystore/);
  });

  it('renews the OCSP responder certificate when it nears its end', async () => {
    let now = new Date();
    const context = createAppContext({ ...contextFor(), now: () => now });
    await start(context);
    const pki = pkiOf(context);
    const first = pki.caSnapshot().default.ocsp;
    expect((await pki.ca()).default.ocsp.fingerprint).toBe(first.fingerprint);
    now = new Date(first.certificate.notAfter.getTime() - 10 * 24 * 3600_000);
    const renewed = (await pki.ca()).default.ocsp;
    expect(renewed.fingerprint).not.toBe(first.fingerprint);
    expect(renewed.certificate.notAfter.getTime()).toBeGreaterThan(first.certificate.notAfter.getTime());
    expect((await pki.ca()).default.ocsp.fingerprint).toBe(renewed.fingerprint);
  });
});

describe('a CA from configuration', () => {
  let database: Database;
  let app: FastifyInstance;
  let context: AppContext;
  let clock: Date | undefined;
  let root: Awaited<ReturnType<typeof buildCertificate>>;
  let file: (name: string) => string;

  beforeAll(async () => {
    const engine = createWebCryptoEngine(globalThis.crypto.subtle, {
      getRandomValues: (bytes) => globalThis.crypto.getRandomValues(bytes),
    });
    const [rootKey, caKey] = await Promise.all(
      [1, 2].map(() => engine.generateKeyPair!({ type: 'RSA', modulusLength: 2048 })),
    );
    const base = {
      engine,
      signatureAlgorithm: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const,
      notBefore: new Date(Date.now() - 3600_000),
      notAfter: new Date(Date.now() + 5 * 365 * 86400_000),
    };
    root = await buildCertificate({
      ...base,
      serialNumber: 1n,
      subject: [['CN', 'Corporate Root']],
      publicKey: rootKey!.spki,
      signer: rootKey!.privateKey,
      extensions: { basicConstraints: { ca: true }, keyUsage: ['keyCertSign', 'cRLSign'] },
    });
    const issuing = await buildCertificate({
      ...base,
      serialNumber: 2n,
      subject: [['CN', 'Corporate Signing CA']],
      issuer: root,
      publicKey: caKey!.spki,
      signer: rootKey!.privateKey,
      extensions: { basicConstraints: { ca: true, pathLength: 0 }, keyUsage: ['keyCertSign', 'cRLSign'] },
    });
    file = scratchFiles({
      'root.pem': encodePem('CERTIFICATE', root.der),
      'issuing.pem': encodePem('CERTIFICATE', issuing.der),
      'issuing.key': encodePem('PRIVATE KEY', caKey!.pkcs8),
      'other.key': encodePem('PRIVATE KEY', rootKey!.pkcs8),
    });
    database = await openTestDatabase();
    await migrate(database);
    const config = parseConfig({
      DATA_DIR: file('data'),
      PKI_ROOT_CERT: file('root.pem'),
      PKI_ISSUING_CERT: file('issuing.pem'),
      PKI_ISSUING_KEY: file('issuing.key'),
      PKI_SM2_CA: 'off',
    });
    context = createAppContext({ config, database, now: () => clock ?? new Date() });
    app = await buildApp(context);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('serves it, issues under it, and answers OCSP with a responder it certified', async () => {
    const served = (await app.inject({ method: 'GET', url: '/ecapi/pki/root.crt' })).rawPayload;
    expect(Buffer.from(root.der).equals(served)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/ecapi/pki/root.crl' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/ecapi/pki/sm2/root.crt' })).statusCode).toBe(404);
    const issued = await issueSubjectCertificate(context, database.db, {
      subjectType: 'ENTERPRISE',
      subjectId: 'e-1',
      name: '沙箱科技有限公司',
      identifier: '91110108MA0000001D',
    });
    expect(parseCertificate(decodePem(issued.pem)[0]!.der).issuer.commonName).toBe('Corporate Signing CA');
    await expect(
      issueSubjectCertificate(context, database.db, {
        subjectType: 'PERSON',
        subjectId: 'p-1',
        name: '王五',
        identifier: 'e'.repeat(64),
        keyAlgorithm: 'SM2',
      }),
    ).rejects.toMatchObject({ code: 'CERT_APPLY_FAILED' });
    const { buildOcspCertId, buildOcspRequest } = await import('@ecsign/core/pdf');
    const ca = pkiOf(context).caSnapshot().default;
    const certId = await buildOcspCertId(
      pkiOf(context).engine,
      ca.issuing.certificate,
      issued.certificate.serialNumber,
    );
    const reply = await app.inject({
      method: 'POST',
      url: '/ecapi/pki/ocsp',
      payload: Buffer.from(buildOcspRequest({ certIds: [certId] })),
      headers: { 'content-type': 'application/ocsp-request' },
    });
    const basic = parseOcspResponse(new Uint8Array(reply.rawPayload)).basic!;
    expect(basic.responses[0]!.status).toBe('good');
    expect(basic.certificates[0]!.issuer.commonName).toBe('Corporate Signing CA');

    if (!hasOpenSsl) return;
    writeFileSync(file('leaf.pem'), issued.pem);
    const verify = openssl([
      'verify',
      '-CAfile',
      file('root.pem'),
      '-untrusted',
      file('issuing.pem'),
      file('leaf.pem'),
    ]);
    expect(verify.out.trim()).toBe(`${file('leaf.pem')}: OK`);
  });

  it('near the issuing CA’s end, renews the responder once and leaves the TSA (it cannot outlive its CA)', async () => {
    const pki = pkiOf(context);
    const before = pki.caSnapshot().default;
    expect(before.tsa.certificate.notAfter).toEqual(before.issuing.certificate.notAfter);
    clock = new Date(before.issuing.certificate.notAfter.getTime() - 100 * 24 * 3600_000);
    try {
      const renewed = (await pki.ca()).default;
      expect(renewed.ocsp.fingerprint).not.toBe(before.ocsp.fingerprint);
      expect(renewed.ocsp.certificate.notAfter).toEqual(before.issuing.certificate.notAfter);
      expect(renewed.tsa.fingerprint).toBe(before.tsa.fingerprint);
      expect((await pki.ca()).default.ocsp.fingerprint).toBe(renewed.ocsp.fingerprint);
      const responders = await database.db.select().from(pkiAuthorities).where(eq(pkiAuthorities.role, 'OCSP'));
      expect(responders).toHaveLength(2);
    } finally {
      clock = undefined;
    }
  });

  it('refuses a key that is not the issuing certificate’s, and half a configuration', async () => {
    const mismatched = parseConfig({
      DATA_DIR: file('data'),
      PKI_ROOT_CERT: file('root.pem'),
      PKI_ISSUING_CERT: file('issuing.pem'),
      PKI_ISSUING_KEY: file('other.key'),
    });
    await expect(buildApp(createAppContext({ config: mismatched, database, now: () => new Date() }))).rejects.toThrow(
      'PKI_ISSUING_KEY is not the key of PKI_ISSUING_CERT',
    );
    expect(() => parseConfig({ PKI_ROOT_CERT: file('root.pem') })).toThrow(
      /set PKI_ROOT_CERT, PKI_ISSUING_CERT and PKI_ISSUING_KEY together/,
    );
  });
});
