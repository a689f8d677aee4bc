import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../config';

const S3 = {
  BLOB_STORE: 's3',
  S3_BUCKET: 'ecsign-docs',
  S3_ACCESS_KEY_ID: 'minioadmin',
  S3_SECRET_ACCESS_KEY: 'minioadmin-secret',
};

describe('blob store configuration', () => {
  it('keeps documents on the filesystem unless told otherwise', () => {
    expect(parseConfig({})).toMatchObject({
      BLOB_STORE: 'filesystem',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
    });
  });

  it('reads a MinIO setup, trimming the prefix of its slashes', () => {
    const config = parseConfig({
      ...S3,
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_REGION: 'cn-north-1',
      S3_PREFIX: '/ecsign/prod/',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config).toMatchObject({
      BLOB_STORE: 's3',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_REGION: 'cn-north-1',
      S3_BUCKET: 'ecsign-docs',
      S3_PREFIX: 'ecsign/prod',
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it.each(['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)(
    'refuses BLOB_STORE=s3 without %s, naming it',
    (key) => {
      const env: Record<string, string> = { ...S3 };
      delete env[key];
      expect(() => parseConfig(env)).toThrow(ConfigError);
      expect(() => parseConfig(env)).toThrow(new RegExp(`BLOB_STORE=s3 needs ${key}`));
    },
  );

  it.each([
    ['BLOB_STORE', 'gcs', /BLOB_STORE/],
    ['S3_ENDPOINT', 'minio:9000', /S3_ENDPOINT: an http\(s\) URL/],
    ['S3_BUCKET', 'Bad_Bucket', /S3_BUCKET: a bucket name/],
    ['S3_PREFIX', 'a/../b', /S3_PREFIX: lowercase path segments/],
    ['S3_PREFIX', 'Tenant A', /S3_PREFIX/],
    ['S3_FORCE_PATH_STYLE', 'maybe', /S3_FORCE_PATH_STYLE/],
    ['S3_REGION', 'US East', /S3_REGION/],
  ])('refuses %s=%j with a clear message', (key, value, message) => {
    expect(() => parseConfig({ ...S3, [key]: value })).toThrow(message);
  });

  it('takes the settings as --flags too', () => {
    const config = parseConfig({}, [
      '--blob-store=s3',
      '--s3-bucket=from-flag',
      '--s3-access-key-id=k',
      '--s3-secret-access-key=s',
    ]);
    expect(config).toMatchObject({ BLOB_STORE: 's3', S3_BUCKET: 'from-flag' });
  });
});
