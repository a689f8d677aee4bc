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
}

export async function recordEvent(tx: SqlRunner, event: ContractEventInput): Promise<void> {
  await tx.query(
    `INSERT INTO contract_events (id, plan_id, at, kind, actor_user_id, actor_name, enterprise_name, ip, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
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
    ],
  );
}
