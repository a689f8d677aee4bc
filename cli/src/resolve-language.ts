// The language of messages: ECSIGN_LANG, then the stored one, then zh.
import { parseLanguage, type TLanguage } from '@ecsign/core/i18n';

export function resolveLanguage(env: NodeJS.ProcessEnv, stored: string | undefined): TLanguage {
  return parseLanguage(env.ECSIGN_LANG || stored);
}
