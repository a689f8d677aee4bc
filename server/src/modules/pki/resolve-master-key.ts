// Where the keystore's master key comes from: PKI_MASTER_KEY, or — on the embedded database only —
// <DATA_DIR>/master.key, generated (mode 0600) on the first start. Several servers on one
// PostgreSQL must share the key, so there a missing PKI_MASTER_KEY stops the start.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, type ServerConfig } from '../../config';

export interface MasterKey {
  /** The secret the key-encryption key is derived from. Never logged. */
  readonly secret: Buffer;
  readonly source: 'config' | 'file' | 'generated';
  /** The file, for the 'file' and 'generated' sources. */
  readonly path?: string;
}

export function resolveMasterKey(config: ServerConfig): MasterKey {
  if (config.PKI_MASTER_KEY) return { secret: Buffer.from(config.PKI_MASTER_KEY, 'utf8'), source: 'config' };
  if (config.database === 'postgres') {
    throw new ConfigError(
      'PKI_MASTER_KEY must be set with DATABASE_URL: every server process needs the same key to read the platform’s private keys (e.g. openssl rand -base64 32)',
    );
  }
  const path = join(config.dataDir, 'master.key');
  const existing = readKeyFile(path);
  if (existing) return { secret: existing, source: 'file', path };
  mkdirSync(config.dataDir, { recursive: true });
  const text = randomBytes(32).toString('base64');
  try {
    // 'wx': a process that lost the race reads the winner's key instead of overwriting it.
    writeFileSync(path, `${text}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new ConfigError(`cannot write the master key to ${path}: ${(error as Error).message}`);
    }
    return { secret: readKeyFile(path)!, source: 'file', path };
  }
  return { secret: Buffer.from(text, 'utf8'), source: 'generated', path };
}

/** The key in the file (the text, trimmed, so it can be copied into PKI_MASTER_KEY as it is). */
function readKeyFile(path: string): Buffer | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new ConfigError(`cannot read the master key ${path}: ${(error as Error).message}`);
  }
  if (text.length < 16) throw new ConfigError(`the master key ${path} is damaged (shorter than 16 characters)`);
  return Buffer.from(text, 'utf8');
}
