// UI texts (zh, en, zh-TW): Contacts and groups, the notice centre, message templates, help and content pages.
import type { TLocalizedText } from '../language';

export const CONTACT_AND_NOTICE_MESSAGES = {} as const satisfies Record<string, TLocalizedText>;
