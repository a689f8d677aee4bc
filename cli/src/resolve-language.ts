// The language of messages: --lang (run-cli.ts hands it in as ECSIGN_LANG), ECSIGN_LANG, a
// language the user stored in the settings, else the locale of the environment as POSIX orders it
// (LC_ALL, LC_MESSAGES, LANG). No locale, or C / POSIX as on CI runners, gives English: a build log
// is read by whoever looks at it, and the locale is what says who that is.
import { LANGUAGES, type TLanguage } from '@ecsign/core/i18n';
import { languageOfLocale } from './language-of-locale';

const isLanguage = (value: string | undefined): value is TLanguage =>
  (LANGUAGES as readonly string[]).includes(value ?? '');

export function resolveLanguage(env: NodeJS.ProcessEnv, stored: string | undefined): TLanguage {
  if (isLanguage(env.ECSIGN_LANG)) return env.ECSIGN_LANG;
  // A locale name there ("zh_TW.UTF-8") is understood as the locale would be.
  if (env.ECSIGN_LANG) return languageOfLocale(env.ECSIGN_LANG);
  if (isLanguage(stored)) return stored;
  return languageOfLocale(env.LC_ALL || env.LC_MESSAGES || env.LANG);
}
