// UI texts (zh, en, zh-TW): Personal signatures and enterprise seals.
import type { TLocalizedText } from '../language';

export const SEAL_MESSAGES = {} as const satisfies Record<string, TLocalizedText>;
