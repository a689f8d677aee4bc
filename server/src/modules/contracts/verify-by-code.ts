// The open check (/verify, no login): GET contract/verify?code= shows that a completed contract
// exists, its documents' hashes, who signed and when, and its evidence-log entry; POST
// contract/verify/file?code= tells whether an uploaded copy is byte-for-byte one of its final PDFs.
// Only completed contracts answer; nothing about other plans, addresses or mobiles is shown.
import { AppError } from '@ecsign/core/errors';
import { TASK_STATUS, type TContractCopyCheckReply, type TContractVerifyReply } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { dateToLocal } from './local-time';
import { sha256Hex } from './sha256-hex';

async function completedPlan(context: AppContext, code: string) {
  const [plan] = await context.database.query<{
    id: string;
    task_name: string;
    task_no: string;
    initiator_enterprise_name: string;
    finished_at: Date;
  }>(
    `SELECT id, task_name, task_no, initiator_enterprise_name, finished_at FROM contract_plans
      WHERE verification_code = $1 AND status = ${TASK_STATUS.COMPLETED}`,
    [code],
  );
  if (!plan) throw new AppError('NOT_FOUND', { internal: 'no completed plan with that code' });
  return plan;
}

export async function verifyByCode(context: AppContext, code: string): Promise<TContractVerifyReply> {
  const plan = await completedPlan(context, code);
  const db = context.database;
  const documents = await db.query<{ name: string; sha256: string }>(
    'SELECT name, sha256 FROM contract_documents WHERE plan_id = $1 ORDER BY idx',
    [plan.id],
  );
  const signers = await db.query<{ name: string; enterprise_name: string | null; signed_at: Date }>(
    `SELECT name, enterprise_name, signed_at FROM contract_parties WHERE plan_id = $1 AND role = 'SIGNATORY' ORDER BY signed_at`,
    [plan.id],
  );
  const [evidence] = await db.query<{ sequence: string; entry_hash: string; previous_hash: string }>(
    'SELECT sequence::text, entry_hash, previous_hash FROM contract_evidence_log WHERE plan_id = $1',
    [plan.id],
  );
  if (!evidence)
    throw new AppError('PRESERVATION_FILE_HASH_EMPTY', { internal: `plan ${plan.id} has no evidence entry` });
  return {
    taskName: plan.task_name,
    taskNo: plan.task_no,
    initiatorEnterprise: plan.initiator_enterprise_name || null,
    completedAt: dateToLocal(plan.finished_at)!,
    documents,
    signers: signers.map((s) => ({
      name: s.name,
      enterpriseName: s.enterprise_name,
      signedAt: dateToLocal(s.signed_at)!,
    })),
    evidence: {
      sequence: Number(evidence.sequence),
      entryHash: evidence.entry_hash,
      previousHash: evidence.previous_hash,
    },
  };
}

export async function checkCopy(
  context: AppContext,
  code: string,
  bytes: Uint8Array,
): Promise<TContractCopyCheckReply> {
  const plan = await completedPlan(context, code);
  const sha256 = sha256Hex(bytes);
  const [match] = await context.database.query<{ name: string }>(
    'SELECT name FROM contract_documents WHERE plan_id = $1 AND sha256 = $2 LIMIT 1',
    [plan.id, sha256],
  );
  return { matches: Boolean(match), sha256, documentName: match?.name ?? null };
}
