// The whole server on an S3-compatible bucket: BLOB_STORE=s3 sends every document through the
// bucket (nothing lands in DATA_DIR/blobs), and a start against a bucket that cannot be used fails
// with its one line and leaves nothing open.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { samplePdf } from '../test-support/contract-test-kit';
import { startServer } from '../start-server';
import { buildTestApp, loginAs, type TestApp } from '../test-support/build-test-app';
import { blobStoreOf } from './blob-store-of';
import { BlobStoreUnavailableError } from './blob-store-unavailable-error';
import { startS3rver, type LocalS3 } from '../test-support/start-s3rver';

const BUCKET = 'ecsign-app';

describe('the server with BLOB_STORE=s3', () => {
  let s3: LocalS3;
  let raw: S3Client;
  let t: TestApp;
  let s3Stopped = false;
  beforeAll(async () => {
    s3 = await startS3rver([BUCKET]);
    raw = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: s3.credentials,
    });
    t = await buildTestApp(s3Env(s3, { S3_PREFIX: 'ecsign' }));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    raw?.destroy();
    if (!s3Stopped) await s3?.stop();
  });

  const objectKeys = async (prefix: string) =>
    ((await raw.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))).Contents ?? []).map(
      (object) => object.Key,
    );

  it('uses the bucket from the start: the built-in user guide is stored there, under the prefix', async () => {
    expect(blobStoreOf(t.context).kind).toBe('s3');
    const keys = await objectKeys('ecsign/');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key!.startsWith('ecsign/help/'))).toBe(true);
  });

  it('stores an uploaded contract in the bucket and serves it back from there', async () => {
    const token = await loginAs(t.app, 'admin', 'Admin@2026');
    const pdf = samplePdf('stored in s3');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/ecapi/contract/file/upload?kind=DOCUMENT&fileName=contract.pdf',
      payload: Buffer.from(pdf),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    });
    expect(upload.json()).toMatchObject({
      status: 200,
      data: { fileSize: pdf.length, contentType: 'application/pdf' },
    });
    const { fileId } = upload.json().data as { fileId: string };

    const object = await raw.send(new GetObjectCommand({ Bucket: BUCKET, Key: `ecsign/contracts/uploads/${fileId}` }));
    expect(object.ContentType).toBe('application/pdf');
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(Buffer.from(pdf))).toBe(true);

    const served = await t.app.inject({
      method: 'GET',
      url: `/ecapi/contract/file/upload/${fileId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(Buffer.from(pdf))).toBe(true);

    const stranger = await loginAs(t.app, 'zhangsan', 'Zhang@2026');
    const refused = await t.app.inject({
      method: 'GET',
      url: `/ecapi/contract/file/upload/${fileId}`,
      headers: { authorization: `Bearer ${stranger}` },
    });
    expect([403, 404]).toContain(refused.statusCode);
    expect(refused.rawPayload.includes(Buffer.from('%PDF-'))).toBe(false);

    expect(existsSync(join(t.context.config.dataDir, 'blobs'))).toBe(false);
  });

  // Last in this block: it stops the S3 server.
  it('answers the health check while the bucket answers, and fails it (no internals shown) once it does not', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/ecapi/health' })).statusCode).toBe(200);
    await s3.stop();
    s3Stopped = true;
    const down = await t.app.inject({ method: 'GET', url: '/ecapi/health' });
    expect(down.statusCode).toBe(500);
    expect(down.json().status).not.toBe(200);
    expect(down.body).not.toMatch(/bucket|S3|ECONNREFUSED|127\.0\.0\.1/);
  });
});

describe('starting the server with BLOB_STORE=s3', () => {
  let s3: LocalS3;
  const dataDir = mkdtempSync(join(tmpdir(), 'ecsign-s3-start-'));
  beforeAll(async () => {
    s3 = await startS3rver([BUCKET]);
  });
  afterAll(async () => {
    await s3?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const configWith = (env: Record<string, string>) =>
    parseConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      PKI_SM2_CA: 'false',
      PKI_MASTER_KEY: 's3-blob-store-start-test-key',
      ...s3Env(s3, env),
    });

  it('refuses to start on a missing bucket, releases everything, and starts once the bucket is right', async () => {
    const failed = startServer(configWith({ S3_BUCKET: 'no-such-bucket' }));
    await expect(failed).rejects.toBeInstanceOf(BlobStoreUnavailableError);
    await expect(failed).rejects.toThrow(
      /S3 bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ is not usable: no such bucket/,
    );

    // The failed start let go of the data folder (its lock) and the database: a second start works.
    const server = await startServer(configWith({}));
    try {
      const health = await fetch(`${server.url}/ecapi/health`);
      expect(health.status).toBe(200);
    } finally {
      await server.close();
    }
  }, 120_000);
});

function s3Env(s3: LocalS3, overrides: Record<string, string>): Record<string, string> {
  return {
    BLOB_STORE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    ...overrides,
  };
}
