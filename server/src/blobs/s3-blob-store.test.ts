import { createHash } from 'node:crypto';
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeBlobStoreContract } from '../test-support/blob-store-contract';
import { BlobStoreUnavailableError } from './blob-store-unavailable-error';
import { createS3BlobStore, type S3BlobStore, type S3BlobStoreOptions } from './s3-blob-store';
import { startS3rver, type LocalS3 } from '../test-support/start-s3rver';

const BUCKET = 'ecsign-test';

describeBlobStoreContract('S3 blob store (s3rver, path-style, with a key prefix)', async () => {
  const s3 = await startS3rver([BUCKET]);
  const store = createS3BlobStore({
    bucket: BUCKET,
    prefix: 'contract-suite',
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: s3.credentials,
  });
  return {
    store,
    dispose: async () => {
      store.close();
      await s3.stop();
    },
  };
});

describe('S3 blob store against s3rver', () => {
  let s3: LocalS3;
  let raw: S3Client;
  const stores: S3BlobStore[] = [];
  const storeWith = (overrides: Partial<S3BlobStoreOptions> = {}) => {
    const store = createS3BlobStore({
      bucket: BUCKET,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: s3.credentials,
      ...overrides,
    });
    stores.push(store);
    return store;
  };
  beforeAll(async () => {
    s3 = await startS3rver([BUCKET]);
    raw = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: s3.credentials,
    });
  });
  afterAll(async () => {
    for (const store of stores) store.close();
    raw?.destroy();
    await s3?.stop();
  });

  it('stores the content type with the object (application/octet-stream when none is given)', async () => {
    const store = storeWith();
    await store.put('typed/contract.pdf', new Uint8Array([37, 80, 68, 70]), 'application/pdf');
    await store.put('typed/untyped.bin', new Uint8Array([1]));
    const pdf = await raw.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'typed/contract.pdf' }));
    const bin = await raw.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'typed/untyped.bin' }));
    expect(pdf.ContentType).toBe('application/pdf');
    expect(pdf.ContentLength).toBe(4);
    expect(bin.ContentType).toBe('application/octet-stream');
  });

  it('puts every key under its prefix, and stores with different prefixes do not see each other', async () => {
    const tenantA = storeWith({ prefix: 'tenant-a/prod' });
    const tenantB = storeWith({ prefix: 'tenant-b' });
    await tenantA.put('plans/1/document.pdf', new Uint8Array([1]));
    await tenantB.put('plans/1/document.pdf', new Uint8Array([2]));
    const listed = await raw.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'tenant-' }));
    expect(listed.Contents?.map((object) => object.Key).sort()).toEqual([
      'tenant-a/prod/plans/1/document.pdf',
      'tenant-b/plans/1/document.pdf',
    ]);
    expect(Array.from((await tenantA.get('plans/1/document.pdf'))!)).toEqual([1]);
    await tenantA.delete('plans/1/document.pdf');
    expect(await tenantA.get('plans/1/document.pdf')).toBeUndefined();
    expect(Array.from((await tenantB.get('plans/1/document.pdf'))!)).toEqual([2]);
  });

  it('check() passes for a bucket that exists and answers to the credentials', async () => {
    await expect(storeWith().check()).resolves.toBeUndefined();
  });

  it('check() names a missing bucket; get on it throws instead of answering "no such key"', async () => {
    const store = storeWith({ bucket: 'no-such-bucket' });
    const failure = store.check();
    await expect(failure).rejects.toBeInstanceOf(BlobStoreUnavailableError);
    await expect(failure).rejects.toThrow(/S3 bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ .*no such bucket/);
    await expect(store.get('plans/1.pdf')).rejects.toThrow(/bucket/i);
  });

  it('check() says when the credentials are refused, and put fails instead of pretending', async () => {
    // s3rver knows one access key (it does not verify SigV4 signatures, so the key id is what it refuses).
    const store = storeWith({ credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'S3RVER' } });
    await expect(store.check()).rejects.toThrow(
      /access denied \(403.*\); check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    await expect(store.put('denied/x.bin', new Uint8Array([1]))).rejects.toThrow();
    expect(await storeWith().get('denied/x.bin')).toBeUndefined();
  });

  it('check() says when nothing listens at the endpoint', async () => {
    const closed = await freePort();
    const store = storeWith({ endpoint: `http://127.0.0.1:${closed}` });
    await expect(store.check()).rejects.toThrow(/not usable: .*ECONNREFUSED.*check S3_ENDPOINT/);
  });
});

describe('S3 blob store timeouts', () => {
  // A server that accepts connections and never answers: without a timeout a request would hang.
  let silent: Server;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('gives up on a silent endpoint after the request timeout (and the SDK’s retries)', async () => {
    const port = (silent.address() as { port: number }).port;
    const store = createS3BlobStore({
      bucket: BUCKET,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
      timeouts: { connectMs: 300, requestMs: 300 },
    });
    const started = Date.now();
    await expect(store.get('plans/1.pdf')).rejects.toThrow(/timeout|timed out/i);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(300);
    expect(elapsed).toBeLessThan(10_000);
    store.close();
  });
});

describe('S3 blob store requests', () => {
  it('sends Content-MD5 and the length with a PUT, so the server refuses bytes damaged on the way', async () => {
    const seen: { method?: string; url?: string; headers?: IncomingHttpHeaders; body?: Buffer } = {};
    const server = createHttpServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        Object.assign(seen, {
          method: request.method,
          url: request.url,
          headers: request.headers,
          body: Buffer.concat(chunks),
        });
        response.writeHead(200, { etag: '"0"' }).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const store = createS3BlobStore({
      bucket: BUCKET,
      prefix: 'p',
      endpoint: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
    });
    try {
      const bytes = new Uint8Array([0, 1, 2, 255]);
      await store.put('plans/1/x.pdf', bytes, 'application/pdf');
      expect(seen).toMatchObject({ method: 'PUT', url: `/${BUCKET}/p/plans/1/x.pdf?x-id=PutObject` });
      expect(seen.headers).toMatchObject({
        'content-md5': createHash('md5').update(bytes).digest('base64'),
        'content-length': '4',
        'content-type': 'application/pdf',
      });
      // The plain bytes and no x-amz-checksum-* headers, which older self-hosted servers refuse.
      expect(seen.headers!['content-encoding']).toBeUndefined();
      expect(Object.keys(seen.headers!).filter((name) => name.startsWith('x-amz-checksum'))).toEqual([]);
      expect(seen.body!.equals(Buffer.from(bytes))).toBe(true);
    } finally {
      store.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
