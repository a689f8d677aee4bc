// The one transaction of a chunk of HR rows: for every row still WAITING, the plan (what
// contracts' writePlan writes — the document naming the pre-signed blob, the batch's attachments,
// the enterprise and the employee as signatories with their places, the CREATED and SENT events —
// with the enterprise's signature already done: its party signed with its seal, the seal use, the
// SIGNED event), the inbox rows and tab totals refreshInbox would leave, the row SENT with its plan
// id, the employee's notice; the rows the business rules refused FAILED; and the batch's counts —
// or nothing. Written with one multi-row statement per table (jsonb_to_recordset), so a chunk costs
// a fixed number of round trips instead of ~25 per row. The chunk's rows are locked first and the
// batch row last — one UPDATE of its counts that also confirms it is still RUNNING (a pause or
// cancel committed meanwhile rolls the chunk back) — so chunks' commits overlap instead of queueing
// on the batch row for their whole transaction; cancel takes the same order (rows, then batch). A
// row no longer WAITING (a repeated delivery, a cancel) is left alone: however often a chunk runs,
// a business id gets one plan.
import { randomUUID } from 'node:crypto';
import type { AppError } from '@ecsign/core/errors';
import { ZContractInitiateRequest, type TContractInitiate } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import type { SqlRunner } from '../../db/open-database';
import { contractTransaction, type ContractTx } from '../contracts/contract-transaction';
import { localToDate } from '../contracts/local-time';
import { planSearchTitle } from '../contracts/plan-search-title';
import type { ResolvedParty } from '../contracts/resolve-parties';
import { bumpInboxVersions } from '../contracts/inbox-versions';
import { tabBuckets, type InboxRow } from '../contracts/tab-buckets';
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

/** One plan's rows for every table, built in memory. */
interface PlanRows {
  rowId: string;
  plan: Record<string, unknown>;
  document: Record<string, unknown>;
  parties: Record<string, unknown>[];
  positions: Record<string, unknown>[];
  events: Record<string, unknown>[];
  sealUse: Record<string, unknown>;
  inbox: (InboxRow & { plan_id: string })[];
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
      if (toSend.length > 0) {
        if (!signing) throw new Error('prepared rows need the batch signing context');
        const taskNumbers = await nextTaskNumbers(tx, now, toSend.length);
        const plans = toSend.map((prepared, i) => planRows(signing, prepared, taskNumbers[i]!, now));
        await insertPlans(tx, signing, plans, now);
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
  await sendNotices(
    context,
    'CONTRACT_TO_SIGN',
    sent.map((prepared) => ({
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

/** Task numbers as writePlan's nextTaskNo makes them, n at once. */
async function nextTaskNumbers(tx: SqlRunner, now: Date, count: number): Promise<string[]> {
  const rows = await tx.query<{ n: string }>(
    "SELECT nextval('contract_task_no_seq')::text AS n FROM generate_series(1, $1::int)",
    [count],
  );
  const day = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return rows.map((row) => `HT${day}${row.n.padStart(6, '0')}`);
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

function planRows(signing: HrBatchSigning, prepared: PreparedRow, taskNo: string, now: Date): PlanRows {
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
      signing_state: signed ? '1' : '0',
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
      task_no: taskNo,
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
    inbox: inboxRows(planId, signing, parties, plan.orderState),
  };
}

/**
 * The rows refreshInbox builds for a sent plan (contracts/refresh-inbox.ts buildRows): one per
 * viewer key — the initiating enterprise, each signatory — whose turn it is following the order.
 */
function inboxRows(
  planId: string,
  signing: HrBatchSigning,
  parties: { party_key: string; sign_order: number; signing_state: string }[],
  orderState: string,
): (InboxRow & { plan_id: string })[] {
  const rows = new Map<string, InboxRow & { plan_id: string }>();
  const row = (key: string) => {
    let value = rows.get(key);
    if (!value) {
      value = {
        party_key: key,
        plan_id: planId,
        initiator_account_id: null,
        is_signer: false,
        is_cc: false,
        todo: false,
        signed: false,
        plan_status: 1,
      };
      rows.set(key, value);
    }
    return value;
  };
  row(`E:${signing.batch.enterprise_id}`).initiator_account_id = signing.viewer.accountId;
  const waiting = parties.filter((p) => p.signing_state === '0');
  const round = Math.min(...waiting.map((p) => p.sign_order));
  for (const party of parties) {
    const entry = row(party.party_key);
    entry.is_signer = true;
    if (party.signing_state === '1') entry.signed = true;
    const turn = orderState === 'DISORDER' || party.sign_order === round;
    if (party.signing_state === '0' && turn) entry.todo = true;
  }
  return [...rows.values()];
}

async function insertPlans(tx: SqlRunner, signing: HrBatchSigning, plans: PlanRows[], now: Date): Promise<void> {
  const { viewer, seal, sealUse } = signing;
  await tx.query(
    `INSERT INTO contract_plans (id, task_no, kind, batch_id, enterprise_id, initiator_account_id, initiator_user_id,
       initiator_name, initiator_enterprise_name, department_id, task_name, business_type, business_type_name, status,
       order_state, send_time_state, watermark_state, position_state, notice_info, start_time, end_time, deadline_at,
       form, signatory_names, document_names, signatory_count, signed_count, file_count, version, created_at,
       updated_at, sent_at, search_title)
     SELECT x.id, x.task_no, 'BATCH', $2, $3, $4, $5, $6, $7, $8, x.task_name, x.business_type, x.business_type_name, 1,
       x.order_state, x.send_time_state, x.watermark_state, x.position_state, x.notice_info, x.start_time, x.end_time,
       x.deadline_at, x.form, x.signatory_names, x.document_names, 2, 1, 1, 0, $9, $9, $9, x.search_title
       FROM jsonb_to_recordset($1::jsonb) AS x(id text, task_no text, task_name text, business_type text,
         business_type_name text, order_state text, send_time_state text, watermark_state text, position_state text,
         notice_info text, start_time text, end_time text, deadline_at timestamptz, form jsonb, signatory_names text,
         document_names text, search_title text)`,
    [
      JSON.stringify(plans.map((p) => p.plan)),
      signing.batch.id,
      viewer.enterpriseId,
      viewer.accountId,
      viewer.userId,
      viewer.name,
      viewer.enterpriseName ?? '',
      viewer.departmentId,
      now,
    ],
  );
  await tx.query(
    `INSERT INTO contract_documents (id, plan_id, idx, name, upload_id, original_blob_key, blob_key, sha256, revision, pages, updated_at)
     SELECT x.id, x.plan_id, 0, x.name, x.upload_id, x.blob_key, x.blob_key, x.sha256, 0, x.pages, $2
       FROM jsonb_to_recordset($1::jsonb) AS x(id text, plan_id text, name text, upload_id text, blob_key text,
         sha256 text, pages jsonb)`,
    [JSON.stringify(plans.map((p) => p.document)), now],
  );
  if (signing.attachments.length > 0) {
    await tx.query(
      `INSERT INTO contract_attachments (id, plan_id, idx, file_name, blob_key, content_type, file_size, sha256)
       SELECT x.id, x.plan_id, x.idx, x.file_name, x.blob_key, x.content_type, x.file_size, x.sha256
         FROM jsonb_to_recordset($1::jsonb) AS x(id text, plan_id text, idx integer, file_name text, blob_key text,
           content_type text, file_size bigint, sha256 text)`,
      [
        JSON.stringify(
          plans.flatMap((p) =>
            signing.attachments.map((attachment, idx) => ({
              id: randomUUID(),
              plan_id: p.plan.id,
              idx,
              file_name: attachment.name,
              blob_key: attachment.upload.blob_key,
              content_type: attachment.upload.content_type,
              file_size: attachment.upload.file_size,
              sha256: attachment.upload.sha256,
            })),
          ),
        ),
      ],
    );
  }
  await tx.query(
    `INSERT INTO contract_parties (id, plan_id, role, seq, subject_type, name, mobile, enterprise_name, role_name, user_id,
       enterprise_id, party_key, sign_order, seal_types, signing_state, signed_at, signed_user_id, signed_account_id,
       seal_id, seal_name)
     SELECT x.id, x.plan_id, 'SIGNATORY', x.seq, x.subject_type, x.name, x.mobile, x.enterprise_name, x.role_name,
       x.user_id, x.enterprise_id, x.party_key, x.sign_order, x.seal_types, x.signing_state, x.signed_at,
       x.signed_user_id, x.signed_account_id, x.seal_id, x.seal_name
       FROM jsonb_to_recordset($1::jsonb) AS x(id text, plan_id text, seq integer, subject_type text, name text,
         mobile text, enterprise_name text, role_name text, user_id text, enterprise_id text, party_key text,
         sign_order integer, seal_types jsonb, signing_state text, signed_at timestamptz, signed_user_id text,
         signed_account_id text, seal_id text, seal_name text)`,
    [JSON.stringify(plans.flatMap((p) => p.parties))],
  );
  await tx.query(
    `INSERT INTO contract_positions (id, plan_id, party_id, document_id, page, x, y, width, height, keyword, kind, seq)
     SELECT x.id, x.plan_id, x.party_id, x.document_id, x.page, x.x, x.y, x.width, x.height, x.keyword, x.kind, x.seq
       FROM jsonb_to_recordset($1::jsonb) AS x(id text, plan_id text, party_id text, document_id text, page integer,
         x double precision, y double precision, width double precision, height double precision, keyword text,
         kind text, seq integer)`,
    [JSON.stringify(plans.flatMap((p) => p.positions))],
  );
  // In list order, so each plan's events get ascending seq: CREATED, SENT, SIGNED (as writePlan + commit did).
  await tx.query(
    `INSERT INTO contract_events (id, plan_id, at, kind, actor_user_id, actor_name, enterprise_name, ip, detail)
     SELECT x.id, x.plan_id, $2, x.kind, $3, $4, $5, NULL, x.detail
       FROM jsonb_to_recordset($1::jsonb) AS x(id text, plan_id text, kind text, detail jsonb, n integer)
      ORDER BY x.n`,
    [
      JSON.stringify(plans.flatMap((p) => p.events).map((e, n) => ({ ...e, n }))),
      now,
      viewer.userId,
      viewer.name,
      viewer.enterpriseName ?? null,
    ],
  );
  await tx.query(
    `INSERT INTO seal_uses (id, seal_id, seal_name, owner_type, enterprise_id, account_id, user_id, plan_id, document_id, used_at)
     SELECT x.id, $2, $3, $4, $5, $6, $7, x.plan_id, x.document_id, $8
       FROM jsonb_to_recordset($1::jsonb) AS x(id text, plan_id text, document_id text)`,
    [
      JSON.stringify(plans.map((p) => p.sealUse)),
      seal.id,
      sealUse.sealName,
      sealUse.ownerType,
      sealUse.enterpriseId,
      viewer.accountId,
      sealUse.userId,
      now,
    ],
  );
  const inbox = plans.flatMap((p) => p.inbox);
  await tx.query(
    `INSERT INTO contract_inbox (party_key, plan_id, initiator_account_id, is_signer, is_cc, todo, signed, plan_status, sort_at)
     SELECT x.party_key, x.plan_id, x.initiator_account_id, x.is_signer, x.is_cc, x.todo, x.signed, x.plan_status, $2
       FROM jsonb_to_recordset($1::jsonb) AS x(party_key text, plan_id text, initiator_account_id text,
         is_signer boolean, is_cc boolean, todo boolean, signed boolean, plan_status smallint)`,
    [JSON.stringify(inbox), now],
  );
  // Before the totals, as refreshInbox does: one lock order for every inbox writer.
  await bumpInboxVersions(
    tx,
    inbox.map((row) => row.party_key),
  );
  await addTabCounts(tx, inbox);
}

/** The tab totals the new inbox rows add, summed per key and written in a fixed order (no deadlocks). */
async function addTabCounts(tx: SqlRunner, inbox: InboxRow[]): Promise<void> {
  const deltas = new Map<string, number>();
  for (const row of inbox) {
    for (const [tab, bucket] of tabBuckets(row)) {
      const key = JSON.stringify([row.party_key, bucket, tab]);
      deltas.set(key, (deltas.get(key) ?? 0) + 1);
    }
  }
  const counts = [...deltas.keys()].sort().map((key, n) => {
    const [partyKey, bucket, tab] = JSON.parse(key) as [string, string, string];
    return { party_key: partyKey, bucket, tab, total: deltas.get(key)!, n };
  });
  if (counts.length === 0) return;
  await tx.query(
    `INSERT INTO contract_tab_counts (party_key, bucket, tab, total)
     SELECT x.party_key, x.bucket, x.tab, x.total
       FROM jsonb_to_recordset($1::jsonb) AS x(party_key text, bucket text, tab text, total integer, n integer)
      ORDER BY x.n
     ON CONFLICT (party_key, bucket, tab) DO UPDATE SET total = contract_tab_counts.total + EXCLUDED.total`,
    [JSON.stringify(counts)],
  );
}
