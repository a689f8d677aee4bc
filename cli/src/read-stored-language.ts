// The language of a run for the code paths that need nothing else from the stored settings
// (`ecsign verify`, the error wrapper): ECSIGN_LANG, else the stored one, read straight from
// conf's JSON file so that conf is not loaded for it (see cli-config-file.ts), and synchronously,
// so that node:fs/promises (streams, readline) is not loaded either.
import { readFileSync } from 'node:fs';
import type { TLanguage } from '@ecsign/core/i18n';
import { resolveLanguage } from './resolve-language';
import { cliConfigFile } from './cli-config-file';

export function readStoredLanguage(env: NodeJS.ProcessEnv): TLanguage {
  if (env.ECSIGN_LANG) return resolveLanguage(env, undefined);
  let stored: unknown;
  try {
    stored = (JSON.parse(readFileSync(cliConfigFile(env), 'utf8')) as { language?: unknown } | null)?.language;
  } catch {
    // No settings yet, or a file that cannot be read: the default language, as conf would give.
  }
  return resolveLanguage(env, typeof stored === 'string' ? stored : undefined);
}
