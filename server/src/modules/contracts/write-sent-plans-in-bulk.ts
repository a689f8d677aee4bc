// Writes sent plans many at once, with the signature of the first signatory already done (spec
// items R-start-hr-contract and S-batch): what writePlan, the enterprise's signature and
// refreshInbox write one plan at a time — plans, documents, the attachments every plan carries,
// signatories with their places, events, seal uses, inbox rows and tab totals — with one
// multi-row statement per table (jsonb_to_recordset), so an HR chunk costs a fixed number of
// round trips instead of ~25 per plan. Contracts owns every plan write: the HR batch builds the
// plans and calls this, then — last in its transaction — countSentPlansInInbox, which raises the
// inbox versions and the tab totals: those rows are shared by every writer of the same keys (the
// enterprise's key is in every chunk of a batch), so a transaction holds their locks only from
// there to its commit, and chunks committing side by side wait for each other only that long.
// hr-batch-commit.test.ts proves the rows equal what refreshInbox builds.
import { TASK_STATUS } from '@ecsign/core/model';
import { randomUUID } from 'node:crypto';
import type { SqlRunner } from '../../db/open-database';
import type { ContractViewer } from './contract-viewer';
import { inboxRowsOf, type InboxParty } from './inbox-rows';
import type { InboxRow } from './tab-buckets';
import { bumpInboxVersions } from './inbox-versions';
import type { PlanRow } from './plan-access';
import { applyTabCountDeltas } from './refresh-inbox';
import { nextTaskNumbers, type UploadRow } from './write-plan';

/** Who sends the plans and what every plan shares. */
export interface BulkPlanWriter {
  batchId: string;
  /** The initiating enterprise (its inbox key and the plans' enterprise). */
  enterpriseId: string;
  viewer: Pick<ContractViewer, 'accountId' | 'userId' | 'name' | 'enterpriseName' | 'departmentId'>;
  seal: { id: string; name: string };
  /** What seal_uses copies from the seal and the account (as recordSealUse does). */
  sealUse: { sealName: string; ownerType: string; enterpriseId: string | null; userId: string };
  attachments: readonly {
    name: string;
    upload: Pick<UploadRow, 'blob_key' | 'content_type' | 'file_size' | 'sha256'>;
  }[];
}

/** One plan's rows for every table (its task number is given here), built in memory by the caller. */
export interface BulkPlan {
  plan: Record<string, unknown> & { id: string; order_state: PlanRow['order_state'] };
  document: Record<string, unknown>;
  parties: (Record<string, unknown> & InboxParty)[];
  positions: Record<string, unknown>[];
  events: Record<string, unknown>[];
  sealUse: Record<string, unknown>;
}

/** A written plan's inbox rows, to count with countSentPlansInInbox in the same transaction. */
export type SentInboxRows = readonly (InboxRow & { plan_id: string })[];

/** Writes the plans and their inbox rows; answers the inbox rows, which the caller must count (below). */
export async function writeSentPlansInBulk(
  tx: SqlRunner,
  writer: BulkPlanWriter,
  planList: readonly BulkPlan[],
  now: Date,
): Promise<SentInboxRows> {
  const { viewer, seal, sealUse } = writer;
  const taskNumbers = await nextTaskNumbers(tx, now, planList.length);
  const plans = planList.map((p, i) => ({ ...p, plan: { ...p.plan, task_no: taskNumbers[i]! } }));
  await tx.query(
    `INSERT INTO contract_plans (id, task_no, kind, batch_id, enterprise_id, initiator_account_id, initiator_user_id,
       initiator_name, initiator_enterprise_name, department_id, task_name, business_type, business_type_name, status,
       order_state, send_time_state, watermark_state, position_state, notice_info, start_time, end_time, deadline_at,
       form, signatory_names, document_names, signatory_count, signed_count, file_count, version, created_at,
       updated_at, sent_at, search_title, system_source)
     SELECT x.id, x.task_no, 'BATCH', $2, $3, $4, $5, $6, $7, $8, x.task_name, x.business_type, x.business_type_name, ${TASK_STATUS.IN_PROGRESS},
       x.order_state, x.send_time_state, x.watermark_state, x.position_state, x.notice_info, x.start_time, x.end_time,
       x.deadline_at, x.form, x.signatory_names, x.document_names, 2, 1, 1, 0, $9, $9, $9, x.search_title,
       -- The plan's origin (spec item F-column-system-source): its batch's, an Open API application's or the HR staff's.
       (SELECT CASE WHEN b.open_app_id IS NULL THEN 'HR_BATCH' ELSE 'OPEN_API' END FROM hr_batches b WHERE b.id = $2)
       FROM jsonb_to_recordset($1::jsonb) AS x(id text, task_no text, task_name text, business_type text,
         business_type_name text, order_state text, send_time_state text, watermark_state text, position_state text,
         notice_info text, start_time text, end_time text, deadline_at timestamptz, form jsonb, signatory_names text,
         document_names text, search_title text)`,
    [
      JSON.stringify(plans.map((p) => p.plan)),
      writer.batchId,
      writer.enterpriseId,
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
  if (writer.attachments.length > 0) {
    await tx.query(
      `INSERT INTO contract_attachments (id, plan_id, idx, file_name, blob_key, content_type, file_size, sha256)
       SELECT x.id, x.plan_id, x.idx, x.file_name, x.blob_key, x.content_type, x.file_size, x.sha256
         FROM jsonb_to_recordset($1::jsonb) AS x(id text, plan_id text, idx integer, file_name text, blob_key text,
           content_type text, file_size bigint, sha256 text)`,
      [
        JSON.stringify(
          plans.flatMap((p) =>
            writer.attachments.map((attachment, idx) => ({
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
  const inbox = plans.flatMap((p) =>
    inboxRowsOf(
      {
        status: TASK_STATUS.IN_PROGRESS,
        order_state: p.plan.order_state,
        enterprise_id: writer.enterpriseId,
        initiator_account_id: viewer.accountId,
      },
      p.parties,
    ).map((row) => ({ ...row, plan_id: p.plan.id })),
  );
  await tx.query(
    `INSERT INTO contract_inbox (party_key, plan_id, initiator_account_id, is_signer, is_cc, todo, signed, plan_status, sort_at)
     SELECT x.party_key, x.plan_id, x.initiator_account_id, x.is_signer, x.is_cc, x.todo, x.signed, x.plan_status, $2
       FROM jsonb_to_recordset($1::jsonb) AS x(party_key text, plan_id text, initiator_account_id text,
         is_signer boolean, is_cc boolean, todo boolean, signed boolean, plan_status smallint)`,
    [JSON.stringify(inbox), now],
  );
  return inbox;
}

/**
 * The inbox versions raised and the tab totals counted for plans writeSentPlansInBulk wrote, in the
 * same transaction — as late in it as the caller can (see the top of this file); until then no
 * cached page has changed and no total counts the new plans, and both happen at the commit.
 */
export async function countSentPlansInInbox(tx: SqlRunner, inbox: SentInboxRows): Promise<void> {
  // Before the totals, as refreshInbox does: one lock order for every inbox writer.
  await bumpInboxVersions(
    tx,
    inbox.map((row) => row.party_key),
  );
  await applyTabCountDeltas(tx, [], inbox);
}
