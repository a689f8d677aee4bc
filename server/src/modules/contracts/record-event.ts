// One line of a plan's audit trail: who (and for which enterprise), when, from which address, what,
// with the document hashes where they matter. Written in the same transaction as the change.
import { randomUUID } from 'node:crypto';
import type { TContractEventKind } from '@ecsign/core/model';
import type { SqlRunner } from '../../db/open-database';

export interface ContractEventInput {
  planId: string;
  kind: TContractEventKind;
  at: Date;
  actorUserId: string | null;
  actorName: string;
  enterpriseName?: string | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
  /** Only VIEWED events keep it: one per plan and login session (migration 0033). */
  sessionId?: string | null;
}

/** Inserts the line; a second VIEWED line of the same session is dropped (false) rather than refused. */
export async function recordEvent(tx: SqlRunner, event: ContractEventInput): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO contract_events (id, plan_id, at, kind, actor_user_id, actor_name, enterprise_name, ip, detail, session_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (plan_id, session_id) WHERE kind = 'VIEWED' DO NOTHING RETURNING id`,
    [
      randomUUID(),
      event.planId,
      event.at,
      event.kind,
      event.actorUserId,
      event.actorName,
      event.enterpriseName ?? null,
      event.ip ?? null,
      event.detail ? JSON.stringify(event.detail) : null,
      event.sessionId ?? null,
    ],
  );
  return inserted.length === 1;
}
