// Server configuration, parsed once from the environment (and `--flag=value` arguments) with a schema.
import { resolve } from 'node:path';
import { z } from 'zod';

const ZBooleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

/** An http(s) URL, or a path on this server. */
const ZLinkUrl = z
  .string()
  .trim()
  .regex(/^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/, 'an http(s) URL or a path starting with /');

export const ZServerConfig = z.object({
  /** HTTP port to listen on; 0 picks a free one. */
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Address to listen on: 127.0.0.1 for this machine only, 0.0.0.0 for every interface. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Folder for the embedded database, blobs and keys. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://… uses that PostgreSQL server instead of the embedded one in DATA_DIR/postgres. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  /** Folder of the built portal; the server serves it at /. */
  WEB_DIST: z.string().optional(),
  /** Seed the demo enterprise and users on first start. */
  SEED_DEMO: ZBooleanFlag.default(true),
  /**
   * Test-only: accept password logins and repeated SMS codes without a captcha. The production default is off and no
   * start script sets it; only the test suite's server fixture does.
   */
  ECSIGN_TEST_SKIP_CAPTCHA: ZBooleanFlag.default(false),
  /**
   * Test-only: a reply that does not match its endpoint's declared reply schema fails the test loudly
   * (its issues are answered as the error's data and recorded, and the test app's close() throws).
   * Off, the server still refuses to send such a reply: it logs the issues and answers
   * REPLY_CONTRACT_BROKEN (500). Only the test suite's server fixture sets it.
   */
  ECSIGN_TEST_STRICT_REPLIES: ZBooleanFlag.default(false),
  /**
   * Test-only: serve GET /ecapi/dev/outbox, which reads the sandbox SMS and e-mail outbox (codes
   * included). Off by default; only the test fixtures set it.
   */
  ECSIGN_SANDBOX_OUTBOX_API: ZBooleanFlag.default(false),
  /**
   * Test-only: serve GET /ecapi/dev/captcha-answer, which tells where a behaviour captcha expects
   * the drag or clicks, so an end-to-end test can solve it. Off by default; never set by npm start.
   */
  ECSIGN_SANDBOX_CAPTCHA_ANSWERS: ZBooleanFlag.default(false),
  /**
   * The apps allowed to call mobile/token, as `id:secret` pairs separated by commas; they send
   * them as the HTTP Basic client authentication. The id names the session's client.
   */
  CLIENT_CREDENTIALS: z
    .string()
    .default('web:web,ext:ext,cli:cli')
    .transform((text, ctx) => {
      // The secret is what follows the first colon (as in the Basic header itself).
      const pairs = text.split(',').map((pair) => {
        const colon = pair.indexOf(':');
        return colon < 0 ? (['', ''] as const) : ([pair.slice(0, colon).trim(), pair.slice(colon + 1).trim()] as const);
      });
      if (pairs.some(([id, secret]) => !/^[\w-]{1,32}$/.test(id) || !secret)) {
        ctx.addIssue({ code: 'custom', message: 'expected id:secret pairs separated by commas' });
        return z.NEVER;
      }
      return Object.fromEntries(pairs);
    }),
  /** The system name shown as page title and on the login page; unset = the product's default. */
  SYSTEM_NAME: z.string().trim().min(1).max(64).optional(),
  /**
   * External (OA) systems allowed to log users in by single sign-on, as `id:secret` pairs separated
   * by commas; the secret keys the HMAC-SHA256 of their tickets. Empty: single sign-on is off.
   */
  OA_CLIENTS: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const entries = text
        .split(',')
        .map((pair) => pair.trim())
        .filter(Boolean)
        .map((pair) => {
          const colon = pair.indexOf(':');
          return colon < 0 ? (['', ''] as const) : ([pair.slice(0, colon), pair.slice(colon + 1)] as const);
        });
      if (entries.some(([id, secret]) => !/^[\w-]{1,64}$/.test(id) || secret.length < 6)) {
        ctx.addIssue({ code: 'custom', message: 'expected id:secret pairs (secret of 6 or more characters)' });
        return z.NEVER;
      }
      return Object.fromEntries(entries) as Record<string, string>;
    }),
  /** Where the portal sends a user to log in at the OA system (getGftUrl); unset = none. */
  OA_LOGIN_URL: ZLinkUrl.optional(),
  /** The portal path to continue at after single sign-on (user/redirect). */
  SSO_REDIRECT_PATH: z
    .string()
    .regex(/^\/(?!\/)[\w\-./]*$/, 'a portal path such as /home')
    .default('/home'),
  /** Download of the key-device (UKey) driver and configuration (getUkeyUrl); unset = none. */
  UKEY_DRIVER_URL: ZLinkUrl.optional(),
  /**
   * The address people and validators reach this server at (no trailing slash). Certificates the
   * platform CA issues carry it in their CRL and OCSP URLs. Default http://127.0.0.1:PORT.
   */
  PUBLIC_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'an http(s) URL without query or fragment')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /**
   * The secret the keystore derives its key-encryption key from (private keys are encrypted at rest
   * with AES-256-GCM). Unset: generated into <DATA_DIR>/master.key on the first start — embedded
   * database only; with DATABASE_URL every server process must be given the same key.
   */
  PKI_MASTER_KEY: z.string().min(16, 'at least 16 characters; e.g. openssl rand -base64 32').optional(),
  /** Key of the platform root and issuing CA made on the first start. */
  PKI_CA_KEY_ALGORITHM: z.enum(['P-384', 'RSA-3072']).default('P-384'),
  /** Also make an SM2 root and issuing CA (GM/T) that issue the certificates with SM2 keys. */
  PKI_SM2_CA: ZBooleanFlag.default(true),
  /** PEM files of an existing CA to use instead of generating one: all three or none. */
  PKI_ROOT_CERT: z.string().min(1).optional(),
  /** The existing issuing CA's certificate (PEM file), with PKI_ROOT_CERT and PKI_ISSUING_KEY. */
  PKI_ISSUING_CERT: z.string().min(1).optional(),
  /** The issuing CA's private key, unencrypted PKCS#8 PEM ("BEGIN PRIVATE KEY"). */
  PKI_ISSUING_KEY: z.string().min(1).optional(),
  /** The policy OID the time-stamp authority writes into its tokens. */
  PKI_TSA_POLICY_OID: z
    .string()
    .regex(/^[0-2](\.(0|[1-9]\d*))+$/, 'a dotted object identifier')
    .default('2.25.206774682195573735604412239701816428643'),
  /**
   * What this process does with background jobs (server/src/jobs): `web` only sends them,
   * `worker` runs their handlers and cron schedules, `all` both. Anything but `all` needs
   * DATABASE_URL: the embedded database serves one process, which must do everything.
   */
  ECSIGN_ROLE: z.enum(['web', 'worker', 'all']).default('all'),
  /**
   * How often pg-boss's maintenance looks for expired and stalled jobs, in seconds: a job whose
   * worker died is handed out again at most this long after its expiry.
   */
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /**
   * How long one attempt at an HR chunk (50 rows) may run before another worker takes it over, in
   * seconds: this is how the chunk of a killed worker is finished. A chunk takes a few seconds, so
   * a slow attempt doubled this way costs time, never a row (only one commit switches each row).
   */
  HR_CHUNK_EXPIRE_SECONDS: z.coerce.number().int().min(10).max(3600).default(60),
  /** Where document bytes live: files under DATA_DIR/blobs, or an S3-compatible bucket (server/src/blobs). */
  BLOB_STORE: z.enum(['filesystem', 's3']).default('filesystem'),
  /** The S3 API address, e.g. http://minio:9000; unset = AWS S3 of S3_REGION. */
  S3_ENDPOINT: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'an http(s) URL such as http://127.0.0.1:9000')
    .optional(),
  /** The bucket's region (request signing; also picks the AWS endpoint when S3_ENDPOINT is unset). */
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,32}$/, 'a region name such as us-east-1')
    .default('us-east-1'),
  /** The bucket document bytes go to; it must exist. Required with BLOB_STORE=s3. */
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3-63 lowercase letters, digits, dots and hyphens')
    .optional(),
  /** Key prefix inside the bucket (e.g. ecsign/prod), so several installations can share one bucket. */
  S3_PREFIX: z
    .string()
    .trim()
    .transform((prefix) => prefix.replace(/^\/+|\/+$/g, ''))
    .pipe(
      z
        .string()
        .regex(/^([a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*)?$/, 'lowercase path segments such as ecsign/prod'),
    )
    .optional(),
  /** Access key id of the S3 credentials (they need GetObject, PutObject, DeleteObject, ListBucket). Required with BLOB_STORE=s3. */
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  /** Secret access key of the S3 credentials. Required with BLOB_STORE=s3. */
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style URLs (endpoint/bucket/key) as self-hosted servers (MinIO, Ceph RGW, SeaweedFS) want. */
  S3_FORCE_PATH_STYLE: ZBooleanFlag.default(false),
  /**
   * Outgoing e-mail over SMTP, e.g. smtps://user:password@smtp.example.com:465 or
   * smtp://user:password@mail.internal:587 (STARTTLS when the server offers it); unset: e-mail goes
   * to the sandbox outbox. The password is URL-encoded.
   */
  SMTP_URL: z
    .string()
    .trim()
    .regex(
      /^smtps?:\/\/[^\s/?#]+(:\d+)?\/?(\?[^\s#]*)?$/,
      'an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465',
    )
    .optional(),
  /** The sender of every e-mail, e.g. `ecsign <noreply@example.com>`; required with SMTP_URL. */
  SMTP_FROM: z
    .string()
    .trim()
    .regex(/^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'an address such as ecsign <noreply@example.com>')
    .optional(),
  /**
   * Where SMS go: sandbox (nothing leaves the machine; every message is written to
   * DATA_DIR/outbox/sms.jsonl), aliyun (Alibaba Cloud SMS), tencent (Tencent Cloud SMS) or webhook
   * (a signed JSON POST to SMS_WEBHOOK_URL). Set-up of each: docs/operations.md.
   */
  SMS_PROVIDER: z.enum(['sandbox', 'aliyun', 'tencent', 'webhook']).default('sandbox'),
  /** The one sign name (签名) every SMS carries, as approved by the provider, without the brackets. */
  SMS_SIGN_NAME: z.string().trim().min(2).max(20).default('电子合同签署系统'),
  /**
   * The provider's approved template of each message type, as `TYPE:templateId` pairs separated by
   * commas, e.g. `AUTH_CODE:SMS_1001,SIGN_CODE:SMS_1002`; every type is needed with SMS_PROVIDER aliyun
   * or tencent. Types and their parameters: docs/operations.md.
   */
  SMS_TEMPLATES: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const pairs = text
        .split(',')
        .map((pair) => pair.trim())
        .filter(Boolean)
        .map((pair) => {
          const colon = pair.indexOf(':');
          return colon < 0
            ? (['', ''] as const)
            : ([pair.slice(0, colon).trim(), pair.slice(colon + 1).trim()] as const);
        });
      if (pairs.some(([kind, id]) => !/^[A-Z][A-Z_]*$/.test(kind) || !id)) {
        ctx.addIssue({ code: 'custom', message: 'expected TYPE:templateId pairs separated by commas' });
        return z.NEVER;
      }
      return Object.fromEntries(pairs) as Record<string, string>;
    }),
  /** Alibaba Cloud AccessKey ID (RAM user allowed dysms:SendSms), for SMS_PROVIDER=aliyun. */
  SMS_ALIYUN_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  /** Alibaba Cloud AccessKey secret, for SMS_PROVIDER=aliyun. */
  SMS_ALIYUN_ACCESS_KEY_SECRET: z.string().trim().min(1).optional(),
  /** Alibaba Cloud SMS API address; changed only to reach a regional endpoint or a test server. */
  SMS_ALIYUN_ENDPOINT: z.url({ protocol: /^https?$/ }).default('https://dysmsapi.aliyuncs.com'),
  /** Tencent Cloud SecretId, for SMS_PROVIDER=tencent. */
  SMS_TENCENT_SECRET_ID: z.string().trim().min(1).optional(),
  /** Tencent Cloud SecretKey, for SMS_PROVIDER=tencent. */
  SMS_TENCENT_SECRET_KEY: z.string().trim().min(1).optional(),
  /** The SmsSdkAppId of the Tencent Cloud SMS application (1400…), for SMS_PROVIDER=tencent. */
  SMS_TENCENT_SDK_APP_ID: z.string().trim().min(1).optional(),
  /** Tencent Cloud region of the SMS API (X-TC-Region). */
  SMS_TENCENT_REGION: z.string().trim().min(1).default('ap-guangzhou'),
  /** Tencent Cloud SMS API address; changed only to reach a test server. */
  SMS_TENCENT_ENDPOINT: z.url({ protocol: /^https?$/ }).default('https://sms.tencentcloudapi.com'),
  /** The receiver's address, for SMS_PROVIDER=webhook (request format: docs/operations.md). */
  SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The shared secret keying the webhook's HMAC-SHA256 signature header (at least 16 characters). */
  SMS_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** How long one SMS request may take before it counts as timed out, in milliseconds. */
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * Tries per SMS when the provider times out, fails with 5xx or throttles the API; a refusal that
   * cannot change (invalid number, template, balance, keys) is never tried again.
   */
  SMS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  /** Wait before the second try in milliseconds; it doubles before each further try. */
  SMS_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  /**
   * The server runs behind a load balancer or reverse proxy: take the client's address from
   * X-Forwarded-For (rate limits, the operation log, signing addresses). Off, the header is ignored,
   * since anyone can send it.
   */
  TRUST_PROXY: ZBooleanFlag.default(false),
  /**
   * Picture captchas one client address may fetch per minute (spec item K-picture-refresh allows
   * one every 3 s, so 20); more answer 429. Expired ones are deleted every minute by a job.
   */
  PICTURE_CAPTCHAS_PER_CLIENT_PER_MINUTE: z.coerce
    .number({ message: 'a whole number, such as 20' })
    .int('a whole number, such as 20')
    .min(1, 'at least 1')
    .max(10_000, 'at most 10000')
    .default(20),
  /**
   * SMS codes one client address may ask for per hour, whatever the numbers (SMS bombing); the
   * limits sit in front of every SMS provider (modules/messages/enforce-sms-send-limits.ts).
   */
  SMS_CODES_PER_CLIENT_PER_HOUR: z.coerce
    .number({ message: 'a whole number, such as 20' })
    .int('a whole number, such as 20')
    .min(1, 'at least 1')
    .max(100_000, 'at most 100000')
    .default(20),
  /**
   * SMS codes a client address may ask for in that hour without a passed behaviour captcha (the
   * slider); each further one needs the captcha's verification string. 1: only the first is free.
   */
  SMS_CODES_WITHOUT_CAPTCHA_PER_CLIENT: z.coerce
    .number({ message: 'a whole number, such as 1' })
    .int('a whole number, such as 1')
    .min(0, 'at least 0 (0: every code needs the captcha)')
    .max(100_000, 'at most 100000')
    .default(1),
  /** SMS codes one mobile number receives per day, all scenes together. */
  SMS_CODES_PER_NUMBER_PER_DAY: z.coerce
    .number({ message: 'a whole number, such as 10' })
    .int('a whole number, such as 10')
    .min(1, 'at least 1')
    .max(1000, 'at most 1000')
    .default(10),
  /** SMS codes the whole platform sends per day: a budget that caps the cost of any abuse. */
  SMS_CODES_PER_DAY: z.coerce
    .number({ message: 'a whole number, such as 10000' })
    .int('a whole number, such as 10000')
    .min(1, 'at least 1')
    .max(100_000_000, 'at most 100000000')
    .default(10_000),
  /**
   * Days an SMS invitation link (/i/…, to a contract party with no account yet) works when its
   * contract has no signing deadline; with a deadline the link ends with the contract.
   */
  INVITE_LINK_DAYS: z.coerce
    .number({ message: 'a whole number of days, such as 30' })
    .int('a whole number of days, such as 30')
    .min(1, 'at least 1 day')
    .max(365, 'at most 365 days')
    .default(30),
  /**
   * Days the operation log keeps a row (modules/operation-logs/purge-operation-logs.ts deletes older
   * ones every hour). At least 90: staff search the log up to 90 days back.
   */
  OPERATION_LOG_RETENTION_DAYS: z.coerce
    .number({ message: 'a whole number of days, such as 180' })
    .int('a whole number of days, such as 180')
    .min(90, 'at least 90 days (staff search the operation log up to 90 days back)')
    .max(36_500, 'at most 36500 days')
    .default(180),
  /**
   * File-manager first pages and home counters each server process keeps in memory, checked
   * against the caller's inbox version on every request (modules/contracts/inbox-cache.ts). 0: off.
   */
  CONTRACT_CACHE_ENTRIES: z.coerce
    .number({ message: 'a whole number of entries, such as 10000 (0 turns the cache off)' })
    .int('a whole number of entries, such as 10000 (0 turns the cache off)')
    .min(0, 'at least 0 (0 turns the cache off)')
    .max(1_000_000, 'at most 1000000 entries')
    .default(10_000),
  /**
   * Callers (session, account, role, inbox version) each server process keeps in memory, kept
   * exact by triggers and LISTEN/NOTIFY (modules/auth/caller-notifications.ts). About 0.9 KB an
   * entry: 50,000 (people signed in within their session's two hours) stay under ~45 MB. 0 turns it
   * off (every request reads its caller from the database).
   */
  CALLER_CACHE_ENTRIES: z.coerce
    .number({ message: 'a whole number of entries, such as 50000 (0 turns the cache off)' })
    .int('a whole number of entries, such as 50000 (0 turns the cache off)')
    .min(0, 'at least 0 (0 turns the cache off)')
    .max(1_000_000, 'at most 1000000 entries')
    .default(50_000),
  /**
   * Who confirms real-name verification: `sandbox` (documented test identities only, the default),
   * `tencent` (Tencent Cloud identity verification, faceid; needs TENCENT_SECRET_ID and
   * TENCENT_SECRET_KEY) or `manual` (applicants upload documents that platform staff review).
   */
  IDENTITY_PROVIDER: z.enum(['sandbox', 'tencent', 'manual']).default('sandbox'),
  /** Tencent Cloud API key id (CAM) for IDENTITY_PROVIDER=tencent. */
  TENCENT_SECRET_ID: z.string().trim().min(1).optional(),
  /** Tencent Cloud API secret key for IDENTITY_PROVIDER=tencent; never logged. */
  TENCENT_SECRET_KEY: z.string().trim().min(1).optional(),
  /** Where faceid calls go; only a test's fake server changes it. */
  TENCENT_FACEID_ENDPOINT: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^\s/?#]+\/?$/, 'an http(s) URL of a host, such as https://faceid.tencentcloudapi.com')
    .default('https://faceid.tencentcloudapi.com'),
  /** The X-TC-Region header of faceid calls; unset sends none (the identity actions need no region). */
  TENCENT_FACEID_REGION: z.string().trim().min(1).optional(),
  /**
   * The face-check flow (RuleId) created in the Tencent faceid console; unset: the face check is
   * not offered with Tencent (IDENTITY_CHECK_UNSUPPORTED) and people use the ID or bank check.
   */
  TENCENT_FACEID_RULE_ID: z.string().trim().min(1).optional(),
  /** Milliseconds a faceid call may take before the check fails with "provider timed out". */
  TENCENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** How much the server logs (pino levels), or silent. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  /** Lifetime of an access token in seconds (2 hours); a client renews it with its refresh token. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(2 * 60 * 60),
  /** Lifetime of a refresh token in seconds (7 days); after it the user logs in again. */
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 60 * 60),
});
export type ServerConfig = z.infer<typeof ZServerConfig> & { dataDir: string; database: 'embedded' | 'postgres' };

export class ConfigError extends Error {}

/** Reads the configuration from `env`, with `--name=value` arguments taking precedence. */
export function parseConfig(env: Record<string, string | undefined>, argv: string[] = []): ServerConfig {
  const fromFlags: Record<string, string> = {};
  for (const arg of argv) {
    const match = /^--([a-zA-Z][\w-]*)=(.*)$/.exec(arg);
    if (match) fromFlags[match[1]!.replace(/-/g, '_').toUpperCase()] = match[2]!;
  }
  const input = { ...pick(env, Object.keys(ZServerConfig.shape)), ...fromFlags };
  const parsed = ZServerConfig.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`invalid configuration ${issue.path.join('.')}: ${issue.message}`);
  }
  if (
    parsed.data.IDENTITY_PROVIDER === 'tencent' &&
    (!parsed.data.TENCENT_SECRET_ID || !parsed.data.TENCENT_SECRET_KEY)
  ) {
    throw new ConfigError(
      'invalid configuration IDENTITY_PROVIDER: tencent needs TENCENT_SECRET_ID and TENCENT_SECRET_KEY',
    );
  }
  const caFiles = [parsed.data.PKI_ROOT_CERT, parsed.data.PKI_ISSUING_CERT, parsed.data.PKI_ISSUING_KEY];
  if (caFiles.some(Boolean) && !caFiles.every(Boolean)) {
    throw new ConfigError(
      'invalid configuration PKI_ROOT_CERT: set PKI_ROOT_CERT, PKI_ISSUING_CERT and PKI_ISSUING_KEY together',
    );
  }
  if (parsed.data.ECSIGN_ROLE !== 'all' && !parsed.data.DATABASE_URL) {
    throw new ConfigError(
      `invalid configuration ECSIGN_ROLE: ${parsed.data.ECSIGN_ROLE} needs DATABASE_URL (the embedded database belongs to one server process; use all)`,
    );
  }
  if (parsed.data.BLOB_STORE === 's3') {
    const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (key) => !parsed.data[key],
    );
    if (missing.length > 0) {
      throw new ConfigError(`invalid configuration ${missing[0]}: BLOB_STORE=s3 needs ${missing.join(', ')}`);
    }
  }
  if (parsed.data.SMTP_URL && !parsed.data.SMTP_FROM) {
    throw new ConfigError('invalid configuration SMTP_FROM: SMTP_URL needs SMTP_FROM (the sender address)');
  }
  checkSmsKeys(parsed.data);
  return {
    ...parsed.data,
    dataDir: resolve(parsed.data.DATA_DIR),
    database: parsed.data.DATABASE_URL ? 'postgres' : 'embedded',
  };
}

function pick(env: Record<string, string | undefined>, keys: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const value = env[key];
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

/**
 * The keys the chosen SMS provider needs, so a gap shows at start, not at the first SMS (the
 * templates are checked against the message types when the providers are made: check-sms-templates.ts).
 */
function checkSmsKeys(data: z.infer<typeof ZServerConfig>): void {
  const needed = {
    sandbox: [],
    aliyun: ['SMS_ALIYUN_ACCESS_KEY_ID', 'SMS_ALIYUN_ACCESS_KEY_SECRET'],
    tencent: ['SMS_TENCENT_SECRET_ID', 'SMS_TENCENT_SECRET_KEY', 'SMS_TENCENT_SDK_APP_ID'],
    webhook: ['SMS_WEBHOOK_URL', 'SMS_WEBHOOK_SECRET'],
  } as const satisfies Record<typeof data.SMS_PROVIDER, readonly (keyof typeof data)[]>;
  const missing = needed[data.SMS_PROVIDER].filter((key) => !data[key]);
  if (missing.length > 0) {
    throw new ConfigError(
      `invalid configuration ${missing[0]}: SMS_PROVIDER=${data.SMS_PROVIDER} needs ${missing.join(', ')}`,
    );
  }
}
