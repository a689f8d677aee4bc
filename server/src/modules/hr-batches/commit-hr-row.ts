// The one transaction of a chunk of HR rows: for every row still WAITING, the plan (the document
// naming the pre-signed blob, the batch's attachments, the enterprise and the employee as
// signatories with their places, the CREATED, SENT and SIGNED events — the enterprise's signature
// already done), written by contracts' bulk writer (write-sent-plans-in-bulk.ts, with the inbox
// rows); the row SENT with its plan id, the employee's notice; the rows the business rules refused
// FAILED; then the inbox versions and tab totals; and the batch's counts — or nothing. The chunk's
// rows are locked first, the inbox versions and totals (the enterprise's are in every chunk) after
// every other write, and the batch row last — one UPDATE of its counts that also confirms it is
// still RUNNING (a pause or cancel committed meanwhile rolls the chunk back) — so chunks' commits
// overlap instead of queueing on shared rows for their whole transaction; cancel takes the same
// order (rows, then batch). A
// row no longer WAITING (a repeated delivery, a cancel) is left alone: however often a chunk runs,
// a business id gets one plan.
import { randomUUID } from 'node:crypto';
import type { AppError } from '@ecsign/core/errors';
import { ZContractInitiateRequest, type TContractInitiate } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { contractTransaction, type ContractTx } from '../contracts/contract-transaction';
import { localToDate } from '../contracts/local-time';
import { planSearchTitle } from '../contracts/plan-search-title';
import type { ResolvedParty } from '../contracts/resolve-parties';
import { STORED_SIGNING_STATE } from '../contracts/stored-signing-state';
import {
  countSentPlansInInbox,
  writeSentPlansInBulk,
  type BulkPlan,
  type SentInboxRows,
} from '../contracts/write-sent-plans-in-bulk';
import { sendInvitations } from '../contract-invites/send-invitations';
import { sendNotices } from '../notices/send-notices';
import type { HrBatchFacts, HrBatchSigning } from './hr-batch-signing';
import { userPositions, type RowDocument } from './prepare-row-document';
import { planLink, toSignValues } from '../contracts/contract-notices';

/** Counts a row's outcome on its batch, finishing the batch with its last row (same transaction). */
export const COUNT_ROW_SQL = (column: 'sent_count' | 'failed_count' | 'cancelled_count') => `
  UPDATE hr_batches SET ${column} = ${column} + $2, updated_at = $3,
    state = CASE WHEN sent_count + failed_count + cancelled_count + $2 >= row_count THEN 'FINISH' ELSE 'PROCESSING' END,
    finished_at = CASE WHEN sent_count + failed_count + cancelled_count + $2 >= row_count THEN $3 ELSE finished_at END
  WHERE id = $1`;

/**
 * A chunk's outcome counted on its batch in one statement, only while the batch is RUNNING (no row
 * answered: paused or cancelled — the chunk rolls back); the last rows finish the batch.
 */
const COUNT_CHUNK_SQL = `
  UPDATE hr_batches SET sent_count = sent_count + $2, failed_count = failed_count + $3, updated_at = $4,
    state = CASE WHEN sent_count + failed_count + cancelled_count + $2 + $3 >= row_count THEN 'FINISH' ELSE 'PROCESSING' END,
    finished_at = CASE WHEN sent_count + failed_count + cancelled_count + $2 + $3 >= row_count THEN $4 ELSE finished_at END
  WHERE id = $1 AND control = 'RUNNING' RETURNING id`;

/** Thrown to roll a chunk back when its batch stopped running before the chunk's commit. */
class BatchStopped extends Error {}

export interface RowToCommit {
  id: string;
  name: string;
  mobile: string;
}

export interface PreparedRow {
  row: RowToCommit;
  employee: ResolvedParty;
  document: RowDocument;
}

export interface RefusedRow {
  rowId: string;
  error: AppError;
}

/** One row's plan, for every table of contracts' bulk writer. */
interface PlanRows extends BulkPlan {
  rowId: string;
}

/** Answers the plan id of every row committed now; refused rows still WAITING become FAILED. */
export async function commitHrRows(
  context: AppContext,
  batch: HrBatchFacts,
  /** Needed when rows were prepared (the plans' initiator, seal, enterprise party). */
  signing: HrBatchSigning | undefined,
  input: { prepared: PreparedRow[]; refused: RefusedRow[] },
): Promise<Map<string, string>> {
  const now = context.now();
  const batchId = batch.id;
  const committed = new Map<string, string>();
  if (input.prepared.length === 0 && input.refused.length === 0) return committed;
  // Unlocked: a paused or cancelled batch skips the work; the final UPDATE decides under the lock.
  const [current] = await context.database.query<{ control: string }>('SELECT control FROM hr_batches WHERE id = $1', [
    batchId,
  ]);
  if (current?.control !== 'RUNNING') return committed;
  try {
    await contractTransaction(context, async (tx) => {
      const ids = [...input.prepared.map((p) => p.row.id), ...input.refused.map((r) => r.rowId)];
      const waiting = new Set(
        (
          await tx.query<{ id: string }>(
            `SELECT id FROM hr_batch_rows WHERE id = ANY(ARRAY(SELECT jsonb_array_elements_text($2::jsonb))) AND batch_id = $1 AND status = 'WAITING'
              ORDER BY id FOR UPDATE`,
            [batchId, JSON.stringify(ids)],
          )
        ).map((row) => row.id),
      );
      const toSend = input.prepared.filter((p) => waiting.has(p.row.id));
      const toFail = input.refused.filter((r) => waiting.has(r.rowId));
      if (toSend.length === 0 && toFail.length === 0) return;
      let inbox: SentInboxRows = [];
      if (toSend.length > 0) {
        if (!signing) throw new Error('prepared rows need the batch signing context');
        const plans = toSend.map((prepared) => planRows(signing, prepared, now));
        inbox = await writeSentPlansInBulk(tx, { ...signing, batchId, enterpriseId: batch.enterprise_id }, plans, now);
        await tx.query(
          `UPDATE hr_batch_rows r SET status = 'SENT', plan_id = x.plan_id, updated_at = $2
             FROM jsonb_to_recordset($1::jsonb) AS x(id text, plan_id text) WHERE r.id = x.id`,
          [JSON.stringify(plans.map((p) => ({ id: p.rowId, plan_id: p.plan.id }))), now],
        );
        for (const plan of plans) committed.set(plan.rowId, plan.plan.id as string);
        await notifyEmployees(context, tx, batch, toSend, committed);
      }
      if (toFail.length > 0) {
        await tx.query(
          `UPDATE hr_batch_rows r SET status = 'FAILED', error_status = x.status, error_message = x.message, updated_at = $2
             FROM jsonb_to_recordset($1::jsonb) AS x(id text, status integer, message text) WHERE r.id = x.id`,
          [
            JSON.stringify(
              toFail.map((r) => ({ id: r.rowId, status: r.error.status, message: r.error.userMessage() })),
            ),
            now,
          ],
        );
      }
      // The rows every writer of these inbox keys shares, as late as possible (see the top).
      await countSentPlansInInbox(tx, inbox);
      // Last, so the batch row is held only for the end of the transaction.
      const counted = await tx.query(COUNT_CHUNK_SQL, [batchId, toSend.length, toFail.length, now]);
      if (counted.length === 0) throw new BatchStopped();
    });
  } catch (error) {
    if (!(error instanceof BatchStopped)) throw error;
    // Paused or cancelled while the chunk was written: rolled back, nothing committed.
    committed.clear();
  }
  return committed;
}

/**
 * Each employee hears of their contract to sign — in this transaction (last, after every write),
 * so a plan and its notice exist together: a chunk retried after a crash notifies nobody twice.
 * The SMS and e-mail leave through the delivery pump after the commit. A notice refused by the
 * notice centre's rules (type switched off, nobody reachable) never undoes a plan.
 */
async function notifyEmployees(
  context: AppContext,
  tx: ContractTx,
  batch: HrBatchFacts,
  sent: PreparedRow[],
  committed: Map<string, string>,
): Promise<void> {
  // One statement per table for the whole chunk; a notice the rules refuse comes back as its
  // AppError and is left out, as sendNotice's refusals were.
  // An employee without an account yet gets the invitation SMS with its one-time link instead.
  const invited = sent.filter((prepared) => !prepared.employee.userId);
  await sendInvitations(
    context,
    invited.map((prepared) => ({
      planId: committed.get(prepared.row.id)!,
      name: prepared.row.name,
      mobile: prepared.row.mobile,
      initiatorName: batch.enterprise_name,
      deadlineAt: batch.end_time ? localToDate(batch.end_time) : null,
    })),
    tx.db,
  );
  await sendNotices(
    context,
    'CONTRACT_TO_SIGN',
    sent
      .filter((prepared) => prepared.employee.userId)
      .map((prepared) => ({
        recipients: [{ userId: prepared.employee.userId! }],
        values: toSignValues({
          contractName: batch.task_name,
          initiatorName: batch.enterprise_name,
          endTime: batch.end_time,
        }),
        link: planLink(committed.get(prepared.row.id)!),
      })),
    tx.db,
  );
}

function formOf(signing: HrBatchSigning, prepared: PreparedRow): TContractInitiate {
  const { batch, viewer } = signing;
  const { row, document } = prepared;
  return ZContractInitiateRequest.parse({
    kind: 'BATCH',
    plan: {
      taskName: `${batch.task_name}（${row.name}）`,
      businessType: 'HR_CONTRACT',
      businessTypeName: '人事合同',
      ...(batch.end_time ? { endTime: batch.end_time } : {}),
      planSendDocumentVOList: [{ documentName: `${document.templateName}.pdf`, fileId: row.id }],
    },
    signatories: [
      {
        subjectType: 'ENTERPRISE',
        name: viewer.name,
        accountId: viewer.accountId,
        roleName: document.enterpriseRole.roleName,
        sealTypes: ['HR'],
        positions: userPositions(document.enterpriseRole).map((p) => ({ ...p, documentIndex: 0, kind: 'SEAL' })),
      },
      {
        subjectType: 'PERSONAL',
        name: row.name,
        mobile: row.mobile,
        roleName: document.personRole.roleName,
        positions: userPositions(document.personRole).map((p) => ({ ...p, documentIndex: 0, kind: 'SIGNATURE' })),
      },
    ],
  });
}

function planRows(signing: HrBatchSigning, prepared: PreparedRow, now: Date): PlanRows {
  const { viewer, seal } = signing;
  const { document } = prepared;
  const form = formOf(signing, prepared);
  const { plan } = form;
  const planId = randomUUID();
  const documentId = randomUUID();
  const documentName = `${document.templateName}.pdf`;
  const resolved = [signing.enterprise, prepared.employee];
  const ordered = plan.orderState === 'ORDER';
  const parties = form.signatories.map((signatory, seq) => {
    const party = resolved[seq]!;
    // The enterprise (seq 0) signed in revision 0 already.
    const signed = seq === 0;
    return {
      id: randomUUID(),
      plan_id: planId,
      role: 'SIGNATORY' as const,
      seq,
      subject_type: party.subjectType,
      name: party.name,
      mobile: party.mobile,
      enterprise_name: party.enterpriseName,
      role_name: signatory.roleName ?? null,
      user_id: party.userId,
      enterprise_id: party.enterpriseId,
      party_key: party.partyKey,
      sign_order: ordered ? signatory.signOrder : 1,
      seal_types: signatory.sealTypes,
      signing_state: signed ? STORED_SIGNING_STATE.SIGNED : STORED_SIGNING_STATE.TO_SIGN,
      signed_at: signed ? now : null,
      signed_user_id: signed ? viewer.userId : null,
      signed_account_id: signed ? viewer.accountId : null,
      seal_id: signed ? seal.id : null,
      seal_name: signed ? seal.name : null,
    };
  });
  const positions = form.signatories.flatMap((signatory, seq) =>
    signatory.positions.map((position, index) => ({
      id: randomUUID(),
      plan_id: planId,
      party_id: parties[seq]!.id,
      document_id: documentId,
      page: position.page,
      x: position.x,
      y: position.y,
      width: position.width,
      height: position.height,
      keyword: position.keyword ?? null,
      kind: position.kind,
      seq: index,
    })),
  );
  const hashes = [{ name: documentName, sha256: document.sha256 }];
  const event = (kind: string, detail: Record<string, unknown> | null) => ({
    id: randomUUID(),
    plan_id: planId,
    kind,
    detail,
  });
  return {
    rowId: prepared.row.id,
    plan: {
      id: planId,
      task_name: plan.taskName,
      business_type: plan.businessType,
      business_type_name: plan.businessTypeName ?? null,
      order_state: plan.orderState,
      send_time_state: plan.sendTimeState,
      watermark_state: plan.watermarkState,
      position_state: plan.positionState,
      notice_info: plan.noticeInfo ?? null,
      start_time: plan.startTime ?? null,
      end_time: plan.endTime ?? null,
      deadline_at: plan.endTime ? localToDate(plan.endTime, { endOfDay: true }) : null,
      form,
      signatory_names: resolved.map((party) => party.enterpriseName ?? party.name).join('、'),
      document_names: documentName,
      search_title: planSearchTitle(plan.taskName, [documentName]),
    },
    document: {
      id: documentId,
      plan_id: planId,
      name: documentName,
      upload_id: prepared.row.id,
      blob_key: document.blobKey,
      sha256: document.sha256,
      pages: document.pages,
    },
    parties,
    positions,
    events: [
      event('CREATED', null),
      event('SENT', { documents: hashes }),
      event('SIGNED', { documents: hashes, seal: seal.name, hrBatch: signing.batch.id }),
    ],
    sealUse: { id: randomUUID(), plan_id: planId, document_id: documentId },
  };
}
