// UI texts (zh, en, zh-TW): Contracts: initiate, place, sign, file manager, audit trail, verification by code.
import type { TLocalizedText } from '../language';

export const CONTRACT_MESSAGES = {} as const satisfies Record<string, TLocalizedText>;
