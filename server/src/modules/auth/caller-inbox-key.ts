// Whose contract inbox a caller sees: an enterprise account the enterprise's (`E:<id>`), anyone
// else their own (`U:<userId>`). The same rule in SQL picks the inbox version the caller
// statement reads (ACCOUNT_JOINS in resolve-caller.ts).
import type { CallerRow } from './resolve-caller';

export const personKey = (userId: string) => `U:${userId}`;
export const enterpriseKey = (enterpriseId: string) => `E:${enterpriseId}`;

export function callerInboxKey(row: Pick<CallerRow, 'account_type' | 'enterprise_id' | 'user_id'>): string {
  return row.account_type === 'ENTERPRISE' && row.enterprise_id
    ? enterpriseKey(row.enterprise_id)
    : personKey(row.user_id);
}
