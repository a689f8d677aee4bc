// The per-document lock while a signature is made: a lease (token + expiry) on every document row
// of the plan, taken all-or-nothing in one statement. The PDF work runs outside any transaction;
// the loser of two simultaneous signatories gets 748 "another signatory operating, retry later";
// a signer that dies mid-way leaves only a lease that runs out, never a half-signed state.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import type { AppContext } from '../../context';
import { SIGNING_LEASE_MS } from './contract-limits';
import { contractTransaction } from './contract-transaction';

export async function acquireSigningLease(context: AppContext, planId: string): Promise<string> {
  const token = randomUUID();
  const now = context.now();
  await contractTransaction(context, async (tx) => {
    const [{ total } = { total: 0 }] = await tx.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM contract_documents WHERE plan_id = $1',
      [planId],
    );
    const taken = await tx.query(
      `UPDATE contract_documents SET lock_token = $2, lock_until = $3
        WHERE plan_id = $1 AND (lock_until IS NULL OR lock_until < $4) RETURNING id`,
      [planId, token, new Date(now.getTime() + SIGNING_LEASE_MS), now],
    );
    if (taken.length !== total || total === 0) {
      throw new AppError('ANOTHER_SIGNATORY_OPERATING', { internal: `plan ${planId} documents leased` });
    }
  });
  return token;
}

export async function releaseSigningLease(context: AppContext, planId: string, token: string): Promise<void> {
  await context.database.query(
    'UPDATE contract_documents SET lock_token = NULL, lock_until = NULL WHERE plan_id = $1 AND lock_token = $2',
    [planId, token],
  );
}
