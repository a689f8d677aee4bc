// Serialises the behaviour captcha's count-then-write steps for one client across every server
// process: a transaction-level advisory lock keyed by the client, released at commit.
import type { SqlRunner } from '../../db/open-database';

const CAPTCHA_LOCK_SPACE = 7_152_002; // first key of the two-key advisory lock space

export async function lockCaptchaClient(tx: SqlRunner, clientUid: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [CAPTCHA_LOCK_SPACE, clientUid]);
}
