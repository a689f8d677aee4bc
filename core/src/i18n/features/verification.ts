// UI texts (zh, en, zh-TW): Real-name verification of people and enterprises, enterprises, members, roles (issue 5 screens).
import type { TLocalizedText } from '../language';

export const VERIFICATION_MESSAGES = {} as const satisfies Record<string, TLocalizedText>;
