// The blob store contract against a real S3-compatible service (MinIO, Ceph RGW, SeaweedFS, AWS),
// when one is given: s3rver, which the other tests start, is a lenient stand-in (it verifies neither
// SigV4 signatures nor Content-MD5). Set TEST_S3_ENDPOINT, TEST_S3_BUCKET (existing),
// TEST_S3_ACCESS_KEY_ID and TEST_S3_SECRET_ACCESS_KEY, and optionally TEST_S3_REGION and
// TEST_S3_FORCE_PATH_STYLE=false; everything is written under a fresh prefix and removed afterwards.
import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { describeBlobStoreContract } from '../test-support/blob-store-contract';
import { createS3BlobStore } from './s3-blob-store';

const env = process.env;
const given = Boolean(env.TEST_S3_ENDPOINT && env.TEST_S3_BUCKET);

describeBlobStoreContract(
  `S3 blob store (${env.TEST_S3_ENDPOINT ?? 'TEST_S3_ENDPOINT unset'})`,
  async () => {
    const settings = {
      endpoint: env.TEST_S3_ENDPOINT!,
      region: env.TEST_S3_REGION ?? 'us-east-1',
      forcePathStyle: env.TEST_S3_FORCE_PATH_STYLE !== 'false',
      credentials: {
        accessKeyId: env.TEST_S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: env.TEST_S3_SECRET_ACCESS_KEY ?? '',
      },
    };
    const bucket = env.TEST_S3_BUCKET!;
    const prefix = `ecsign-contract-test/${randomUUID()}`;
    const store = createS3BlobStore({ ...settings, bucket, prefix });
    await store.check();
    return {
      store,
      dispose: async () => {
        store.close();
        const raw = new S3Client(settings);
        try {
          let token: string | undefined;
          do {
            const page = await raw.send(
              new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/`, ContinuationToken: token }),
            );
            for (const object of page.Contents ?? []) {
              await raw.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key! }));
            }
            token = page.NextContinuationToken;
          } while (token);
        } finally {
          raw.destroy();
        }
      },
    };
  },
  { skip: !given },
);
