// Serialises changes to one person's signatures (first default, delete of the last one, default
// switch) by locking the person's user row for the transaction.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { users } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function lockPerson(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
