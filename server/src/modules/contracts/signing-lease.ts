// The per-plan lock while a signature is made (spec item E-748: the loser of two signatories gets
// 748 "another signatory operating, retry later"). It is a PostgreSQL advisory lock held on a
// connection of the signing request's own, not a row with an expiry: PostgreSQL drops it the
// moment that connection ends, so a signer whose process is killed mid-way (kill -9, a crash)
// stops blocking the plan at once, on every server sharing the database, while two live signers
// still never sign the same plan together. A second signer waits a few seconds for the first to
// finish before hearing 748. The PDF work runs outside any transaction; the final switch also
// checks each document's revision, so even a lock lost with its connection never lets two
// revisions overwrite each other.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import type { AppContext } from '../../context';
import { SIGNING_LOCK_WAIT_MS } from './contract-limits';

/** The first key of the two-key advisory lock space of signing (see hit-rate-limit, lock-captcha-client). */
const SIGNING_LOCK_SPACE = 7_152_004;

export interface SigningLease {
  /** Unique per signature: names the blobs this signature writes. */
  token: string;
  /** Throws 748 when the lock was lost with its connection, before anything is switched. */
  assertHeld(): void;
  release(): Promise<void>;
}

export async function acquireSigningLease(context: AppContext, planId: string): Promise<SigningLease> {
  const lock = await context.database.holdLock(SIGNING_LOCK_SPACE, planId, SIGNING_LOCK_WAIT_MS);
  if (!lock) throw new AppError('ANOTHER_SIGNATORY_OPERATING', { internal: `plan ${planId} is being signed` });
  return {
    token: randomUUID(),
    assertHeld() {
      if (!lock.held()) throw new AppError('ANOTHER_SIGNATORY_OPERATING', { internal: `plan ${planId} lock lost` });
    },
    release: () => lock.release(),
  };
}
