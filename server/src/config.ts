// Server configuration, parsed once from the environment (and `--flag=value` arguments) with a schema.
import { resolve } from 'node:path';
import { z } from 'zod';

const ZBooleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

export const ZServerConfig = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Folder for the embedded database, blobs and keys. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://… switches from embedded PGlite to PostgreSQL. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  /** Folder of the built portal; the server serves it at /. */
  WEB_DIST: z.string().optional(),
  /** Seed the demo enterprise and users on first start. */
  SEED_DEMO: ZBooleanFlag.default(true),
  /**
   * Test-only: accept password logins without a captcha. The production default is off and no
   * start script sets it; only the test suite's server fixture does.
   */
  ECSIGN_TEST_SKIP_CAPTCHA: ZBooleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(2 * 60 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 60 * 60),
});
export type ServerConfig = z.infer<typeof ZServerConfig> & { dataDir: string; database: 'pglite' | 'postgres' };

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
  return {
    ...parsed.data,
    dataDir: resolve(parsed.data.DATA_DIR),
    database: parsed.data.DATABASE_URL ? 'postgres' : 'pglite',
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
