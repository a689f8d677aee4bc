// Claims a job's singleton key inside the sending transaction: true when the key is new.
// The row stays after the job is done (and after pg-boss archived it), so the key never sends twice.
import type { SqlRunner } from '../db/open-database';

export async function reserveSingletonKey(tx: SqlRunner, queue: string, key: string, jobId: string): Promise<boolean> {
  const rows = await tx.query(
    'INSERT INTO job_queue_keys (queue, singleton_key, job_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING job_id',
    [queue, key, jobId],
  );
  return rows.length > 0;
}

/** Claims many keys at once; answers the job ids whose key was new (first in the list wins). */
export async function reserveSingletonKeys(
  tx: SqlRunner,
  queue: string,
  claims: { key: string; jobId: string }[],
): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  const rows = await tx.query<{ job_id: string }>(
    `INSERT INTO job_queue_keys (queue, singleton_key, job_id)
     SELECT $1, key, job_id FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS claim(key, job_id, n) ORDER BY n
     ON CONFLICT DO NOTHING RETURNING job_id`,
    [queue, claims.map((claim) => claim.key), claims.map((claim) => claim.jobId)],
  );
  return new Set(rows.map((row) => row.job_id));
}
