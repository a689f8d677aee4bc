// The CLI's stored settings (server address, language) via `conf`. ECSIGN_CONFIG_DIR moves the
// folder (tests use a temporary one).
import Conf from 'conf';
import { parseLanguage, type TLanguage } from '@ecsign/core/i18n';

export const DEFAULT_SERVER = 'http://127.0.0.1:8080';

export interface CliSettings {
  server?: string;
  language?: string;
  /** The login session (core's session store, through confSessionStorage). */
  session?: Record<string, string>;
}

export function openCliConfig(env: NodeJS.ProcessEnv = process.env): Conf<CliSettings> {
  return new Conf<CliSettings>({
    projectName: 'ecsign',
    cwd: env.ECSIGN_CONFIG_DIR || undefined,
    configName: 'config',
  });
}

/** Which server a command talks to: --server, then ECSIGN_SERVER, then the stored one, then the default. */
export function resolveServer(flag: string | undefined, env: NodeJS.ProcessEnv, stored: string | undefined): string {
  return (flag || env.ECSIGN_SERVER || stored || DEFAULT_SERVER).replace(/\/+$/, '');
}

/** The language of messages: ECSIGN_LANG, then the stored one, then zh. */
export function resolveLanguage(env: NodeJS.ProcessEnv, stored: string | undefined): TLanguage {
  return parseLanguage(env.ECSIGN_LANG || stored);
}
