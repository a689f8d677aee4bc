// The blob store of servers that share their documents: an S3-compatible bucket (AWS S3, MinIO,
// Ceph RGW, SeaweedFS…). A PUT replaces an object whole, so readers see old or new bytes, never a
// part — the atomicity the interface promises comes from S3 itself. Retries follow the SDK's
// defaults (3 attempts with backoff); the timeouts keep a dead endpoint from hanging a request.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertBlobKey, type BlobStore } from './blob-store';
import { BlobStoreUnavailableError } from './blob-store-unavailable-error';

export interface S3BlobStoreOptions {
  bucket: string;
  /** Key prefix inside the bucket, without leading or trailing '/'; '' or unset = none. */
  prefix?: string | undefined;
  /** The S3 API address of a self-hosted server; unset = AWS S3 of `region`. */
  endpoint?: string | undefined;
  region: string;
  /** endpoint/bucket/key instead of bucket.endpoint/key, as most self-hosted servers want. */
  forcePathStyle?: boolean | undefined;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Milliseconds to open a connection (default 5 s) and for a whole request (default 120 s: 20 MB on a slow link). */
  timeouts?: { connectMs?: number; requestMs?: number };
}

export interface S3BlobStore extends BlobStore {
  readonly kind: 's3';
  /** HeadBucket: throws BlobStoreUnavailableError when the bucket is missing, refused or unreachable. */
  check(): Promise<void>;
  /** Closes the client's pooled connections. */
  close(): void;
}

export function createS3BlobStore(options: S3BlobStoreOptions): S3BlobStore {
  // The SDK warns on Node 20 that its releases of 2027 will need Node 22: advice for whoever
  // upgrades the locked SDK, not for the operator, and it would bury the start's one-line messages.
  // An operator who sets the variable to anything else still sees it.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.credentials,
    // Since early 2025 the SDK adds x-amz-checksum-* headers (aws-chunked trailers for streams) by
    // default, which older self-hosted servers refuse; the long-standing Content-MD5 header
    // (below) is checked by S3, MinIO and Ceph RGW alike.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: options.timeouts?.connectMs ?? 5_000,
      requestTimeout: options.timeouts?.requestMs ?? 120_000,
      throwOnRequestTimeout: true,
    },
  });
  const prefix = options.prefix ? `${options.prefix}/` : '';
  const keyOf = (key: string) => {
    assertBlobKey(key);
    return prefix + key;
  };
  const where = `S3 bucket "${options.bucket}"${options.endpoint ? ` at ${options.endpoint}` : ` in ${options.region}`}`;

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: keyOf(key),
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: contentType ?? 'application/octet-stream',
          // The server refuses the PUT (BadDigest) when the bytes it got differ from the bytes sent.
          ContentMD5: createHash('md5').update(bytes).digest('base64'),
        }),
      );
    },
    // A PUT needs its length and MD5 before the body: the stream is spooled to a temporary file
    // (never to memory), then sent from it.
    async putStream(key, source, contentType) {
      const spool = join(tmpdir(), `ecsign-s3-upload-${randomUUID()}`);
      const md5 = createHash('md5');
      let length = 0;
      try {
        const file = await open(spool, 'w');
        try {
          for await (const chunk of source) {
            md5.update(chunk);
            length += chunk.length;
            await file.write(chunk);
          }
        } finally {
          await file.close();
        }
        await client.send(
          new PutObjectCommand({
            Bucket: options.bucket,
            Key: keyOf(key),
            Body: createReadStream(spool),
            ContentLength: length,
            ContentType: contentType ?? 'application/octet-stream',
            ContentMD5: md5.digest('base64'),
          }),
        );
      } finally {
        await rm(spool, { force: true });
      }
    },
    async get(key) {
      const objectKey = keyOf(key);
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: objectKey }));
        if (!response.Body) return new Uint8Array(0);
        // A plain Uint8Array (not a Buffer view of a pooled slab), like the filesystem store's.
        return new Uint8Array(await response.Body.transformToByteArray());
      } catch (error) {
        if (isMissingKey(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that is not there: deleting twice is not an error.
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: keyOf(key) }));
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: options.bucket }));
      } catch (error) {
        throw new BlobStoreUnavailableError(`${where} is not usable: ${describeFailure(error)}`);
      }
    },
    close() {
      client.destroy();
    },
  };
}

/** A missing object, but not a missing bucket (which is a configuration error to surface). */
function isMissingKey(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === 'NoSuchKey' || error.name === 'NotFound') return true;
  return error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}

function describeFailure(error: unknown): string {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    // A HEAD answer has no body, so the SDK often knows only the status ("Unknown").
    const what = error.name && error.name !== 'Unknown' ? `${status} ${error.name}` : `${status}`;
    if (status === 404) return `no such bucket (${what}); create it or correct S3_BUCKET`;
    if (status === 403 || status === 401) {
      return `access denied (${what}); check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`;
    }
    if (status === 301 || status === 400) {
      return `refused (${what}); check S3_REGION, S3_ENDPOINT and S3_FORCE_PATH_STYLE`;
    }
    return `${what}: ${error.message}`;
  }
  // Node reports a refused connection to every address of a host as an AggregateError with no message.
  const inner = error instanceof AggregateError && error.errors[0] instanceof Error ? error.errors[0] : error;
  const { code, message } = inner as NodeJS.ErrnoException;
  return `${[code, message].filter(Boolean).join(': ') || String(error)}; check S3_ENDPOINT`;
}
