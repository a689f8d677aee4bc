// UI texts (zh, en, zh-TW): Contract templates, scenes, business types, signing processes, platform configuration.
import type { TLocalizedText } from '../language';

export const TEMPLATE_MESSAGES = {} as const satisfies Record<string, TLocalizedText>;
