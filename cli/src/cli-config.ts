// The CLI's stored settings (server address, language, the login session) via `conf`.
// ECSIGN_CONFIG_DIR moves the folder (tests use a temporary one). The file holds tokens, so it is
// readable by its owner only (0600), also when an older version left it wider open.
import { chmodSync, existsSync, statSync } from 'node:fs';
import ConfModule from 'conf';

export { resolveLanguage } from './resolve-language';

export const DEFAULT_SERVER = 'http://127.0.0.1:8080';
export const CONFIG_FILE_MODE = 0o600;

export interface CliSettings {
  server?: string;
  language?: string;
  /** The login session (core's session store, through confSessionStorage). */
  session?: Record<string, string>;
  /** The server the stored session belongs to; its token is never sent anywhere else. */
  sessionServer?: string;
}

// In the CommonJS bundle (see launch/) conf, an ESM-only package, is loaded with require(), whose
// answer esbuild's interop takes for module.exports: the class is then that object's `default`.
const Conf = (ConfModule as unknown as { default?: typeof ConfModule }).default ?? ConfModule;

export function openCliConfig(env: NodeJS.ProcessEnv = process.env): ConfModule<CliSettings> {
  const conf = new Conf<CliSettings>({
    projectName: 'ecsign',
    cwd: env.ECSIGN_CONFIG_DIR || undefined,
    configName: 'config',
    configFileMode: CONFIG_FILE_MODE,
  });
  // conf applies the mode when it writes; a file written before stays as it was until then.
  if (existsSync(conf.path) && (statSync(conf.path).mode & 0o777) !== CONFIG_FILE_MODE) {
    chmodSync(conf.path, CONFIG_FILE_MODE);
  }
  return conf;
}

/** Which server a command talks to: --server, then ECSIGN_SERVER, then the stored one, then the default. */
export function resolveServer(flag: string | undefined, env: NodeJS.ProcessEnv, stored: string | undefined): string {
  return (flag || env.ECSIGN_SERVER || stored || DEFAULT_SERVER).replace(/\/+$/, '');
}
