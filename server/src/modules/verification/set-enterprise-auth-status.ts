// An enterprise's verification status, and with it the status of every account acting for it
// (the portal's guard reads the active account's authStatus).
import type { TAuthStatus } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { accounts, enterprises } from '../../db/schema';

export async function setEnterpriseAuthStatus(db: Db, enterpriseId: string, status: TAuthStatus): Promise<void> {
  await db.update(enterprises).set({ authStatus: status }).where(eq(enterprises.id, enterpriseId));
  await db.update(accounts).set({ authStatus: status }).where(eq(accounts.enterpriseId, enterpriseId));
}
