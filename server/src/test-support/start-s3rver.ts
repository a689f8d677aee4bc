// Test support: a local S3-compatible server (s3rver) on a free port, keeping its objects in a
// temporary folder, with the buckets asked for. Its fixed credentials are S3RVER / S3RVER; it
// refuses an unknown access key id (403) but does not verify SigV4 signatures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Where s3rver keeps the objects (bucket/key… on disk). */
  directory: string;
  stop(): Promise<void>;
}

export async function startS3rver(buckets: string[]): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'ecsign-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    directory,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
