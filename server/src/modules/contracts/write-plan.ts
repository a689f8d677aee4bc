// Writes one plan with everything in it — documents (naming the uploaded blobs, which are never
// changed), attachments, signatories with their positions, CC recipients, the first audit events
// and the inbox rows — on the caller's transaction, so a failure anywhere leaves nothing behind.
import { randomUUID } from 'node:crypto';
import {
  TASK_STATUS,
  type TContractInitiate,
  type TContractKind,
  type TContractSignatory,
  type TPageSize,
} from '@ecsign/core/model';
import type { SqlRunner } from '../../db/open-database';
import type { ContractViewer } from './contract-viewer';
import { localToDate } from './local-time';
import { planSearchTitle } from './plan-search-title';
import { recordEvent } from './record-event';
import { refreshInbox } from './refresh-inbox';
import type { ResolvedParty } from './resolve-parties';

export interface UploadRow {
  id: string;
  kind: 'DOCUMENT' | 'ATTACHMENT';
  file_name: string;
  blob_key: string;
  content_type: string;
  file_size: number;
  sha256: string;
  pages: TPageSize[] | null;
  /** A Word file converted to PDF on upload (read where a plan is written from uploads). */
  converted?: boolean;
}

export interface PlanCopy {
  planId: string;
  kind: TContractKind;
  batchId: string | null;
  signatories: { input: TContractSignatory; party: ResolvedParty }[];
  cc: ResolvedParty[];
}

export interface WritePlanInput {
  viewer: ContractViewer;
  form: TContractInitiate;
  documents: { name: string; upload: UploadRow }[];
  attachments: { name: string; upload: UploadRow }[];
  copy: PlanCopy;
  sending: boolean;
  /** Set when a draft is rewritten: its task number, creation time and next version stay. */
  existing?: { taskNo: string; version: number };
  now: Date;
  ip: string | null;
}

/** Task numbers HT + the day in China (UTC+8) + a six-digit sequence number, `count` at once. */
export async function nextTaskNumbers(tx: SqlRunner, now: Date, count: number): Promise<string[]> {
  const rows = await tx.query<{ n: string }>(
    "SELECT nextval('contract_task_no_seq')::text AS n FROM generate_series(1, $1::int)",
    [count],
  );
  const day = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return rows.map((row) => `HT${day}${row.n.padStart(6, '0')}`);
}

export async function writePlan(tx: SqlRunner, input: WritePlanInput): Promise<{ taskNo: string; version: number }> {
  const { viewer, form, copy, now } = input;
  const { plan } = form;
  const taskNo = input.existing?.taskNo ?? (await nextTaskNumbers(tx, now, 1))[0]!;
  const version = input.existing ? input.existing.version + 1 : 0;
  const status = input.sending ? TASK_STATUS.IN_PROGRESS : TASK_STATUS.DRAFT;
  // A draft has no resolved parties yet: its list shows the names as typed.
  const signatoryNames = (
    input.sending
      ? copy.signatories.map(({ party }) => party.enterpriseName ?? party.name)
      : form.signatories.map((s) => s.enterpriseName ?? s.name)
  ).join('、');
  const values = [
    copy.planId,
    taskNo,
    copy.kind,
    copy.batchId,
    viewer.enterpriseId,
    viewer.accountId,
    viewer.userId,
    viewer.name,
    viewer.enterpriseName ?? '',
    viewer.departmentId,
    plan.taskName,
    plan.businessType,
    plan.businessTypeName ?? null,
    status,
    plan.orderState,
    plan.sendTimeState,
    plan.watermarkState,
    plan.positionState,
    plan.noticeInfo ?? null,
    plan.startTime ?? null,
    plan.endTime ?? null,
    plan.endTime ? localToDate(plan.endTime, { endOfDay: true }) : null,
    JSON.stringify(form),
    signatoryNames,
    input.documents.map((d) => d.name).join('、'),
    copy.signatories.length,
    input.documents.length,
    version,
    now,
    input.sending ? now : null,
    planSearchTitle(
      plan.taskName,
      input.documents.map((d) => d.name),
    ),
    // The documents' format as uploaded (spec item F-column-file-type): Word when any was converted.
    input.documents.some((d) => d.upload.converted) ? 'WORD' : 'PDF',
  ];
  if (input.existing) {
    // A draft's contents are replaced whole; its audit events stay.
    for (const table of ['contract_positions', 'contract_parties', 'contract_attachments', 'contract_documents']) {
      await tx.query(`DELETE FROM ${table} WHERE plan_id = $1`, [copy.planId]);
    }
  }
  await tx.query(
    `INSERT INTO contract_plans (id, task_no, kind, batch_id, enterprise_id, initiator_account_id, initiator_user_id,
       initiator_name, initiator_enterprise_name, department_id, task_name, business_type, business_type_name, status,
       order_state, send_time_state, watermark_state, position_state, notice_info, start_time, end_time, deadline_at,
       form, signatory_names, document_names, signatory_count, file_count, version, created_at, updated_at, sent_at,
       search_title, system_source, file_type)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
       $24, $25, $26, $27, $28, $29, $29, $30, $31, 'WEB', $32)
     ON CONFLICT (id) DO UPDATE SET task_no = EXCLUDED.task_no, kind = EXCLUDED.kind, batch_id = EXCLUDED.batch_id, enterprise_id = EXCLUDED.enterprise_id, initiator_account_id = EXCLUDED.initiator_account_id, initiator_user_id = EXCLUDED.initiator_user_id, initiator_name = EXCLUDED.initiator_name, initiator_enterprise_name = EXCLUDED.initiator_enterprise_name, department_id = EXCLUDED.department_id, task_name = EXCLUDED.task_name, business_type = EXCLUDED.business_type, business_type_name = EXCLUDED.business_type_name, status = EXCLUDED.status, order_state = EXCLUDED.order_state, send_time_state = EXCLUDED.send_time_state, watermark_state = EXCLUDED.watermark_state, position_state = EXCLUDED.position_state, notice_info = EXCLUDED.notice_info, start_time = EXCLUDED.start_time, end_time = EXCLUDED.end_time, deadline_at = EXCLUDED.deadline_at, form = EXCLUDED.form, signatory_names = EXCLUDED.signatory_names, document_names = EXCLUDED.document_names, signatory_count = EXCLUDED.signatory_count, file_count = EXCLUDED.file_count, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at, sent_at = EXCLUDED.sent_at, search_title = EXCLUDED.search_title, file_type = EXCLUDED.file_type`,
    values,
  );
  const documentIds: string[] = [];
  for (const [index, document] of input.documents.entries()) {
    const id = randomUUID();
    documentIds.push(id);
    await tx.query(
      `INSERT INTO contract_documents (id, plan_id, idx, name, upload_id, original_blob_key, blob_key, sha256, revision, pages, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6, $7, 0, $8, $9)`,
      [
        id,
        copy.planId,
        index,
        document.name,
        document.upload.id,
        document.upload.blob_key,
        document.upload.sha256,
        JSON.stringify(document.upload.pages ?? []),
        now,
      ],
    );
  }
  for (const [index, attachment] of input.attachments.entries()) {
    await tx.query(
      `INSERT INTO contract_attachments (id, plan_id, idx, file_name, blob_key, content_type, file_size, sha256)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        randomUUID(),
        copy.planId,
        index,
        attachment.name,
        attachment.upload.blob_key,
        attachment.upload.content_type,
        attachment.upload.file_size,
        attachment.upload.sha256,
      ],
    );
  }
  const ordered = plan.orderState === 'ORDER';
  for (const [seq, { input: signatory, party }] of copy.signatories.entries()) {
    const partyId = randomUUID();
    await insertParty(tx, {
      id: partyId,
      planId: copy.planId,
      role: 'SIGNATORY',
      seq,
      party,
      signOrder: ordered ? signatory.signOrder : 1,
      roleName: signatory.roleName ?? null,
      sealTypes: signatory.sealTypes,
    });
    for (const [index, position] of signatory.positions.entries()) {
      await tx.query(
        `INSERT INTO contract_positions (id, plan_id, party_id, document_id, page, x, y, width, height, keyword, kind, seq, required, label)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          randomUUID(),
          copy.planId,
          partyId,
          documentIds[position.documentIndex],
          position.page,
          position.x,
          position.y,
          position.width,
          position.height,
          position.keyword ?? null,
          position.kind,
          index,
          position.required,
          position.label ?? null,
        ],
      );
    }
  }
  for (const [seq, party] of copy.cc.entries()) {
    await insertParty(tx, {
      id: randomUUID(),
      planId: copy.planId,
      role: 'CC',
      seq,
      party,
      signOrder: 1,
      roleName: null,
      sealTypes: [],
    });
  }
  const actor = {
    actorUserId: viewer.userId,
    actorName: viewer.name,
    enterpriseName: viewer.enterpriseName,
    ip: input.ip,
  };
  if (!input.existing) await recordEvent(tx, { planId: copy.planId, kind: 'CREATED', at: now, ...actor });
  if (input.sending) {
    const hashes = input.documents.map((d) => ({ name: d.name, sha256: d.upload.sha256 }));
    await recordEvent(tx, { planId: copy.planId, kind: 'SENT', at: now, ...actor, detail: { documents: hashes } });
  }
  await refreshInbox(tx, copy.planId);
  return { taskNo, version };
}

async function insertParty(
  tx: SqlRunner,
  row: {
    id: string;
    planId: string;
    role: 'SIGNATORY' | 'CC';
    seq: number;
    party: ResolvedParty;
    signOrder: number;
    roleName: string | null;
    sealTypes: string[];
  },
): Promise<void> {
  const { party } = row;
  await tx.query(
    `INSERT INTO contract_parties (id, plan_id, role, seq, subject_type, name, mobile, enterprise_name, role_name, user_id,
       enterprise_id, party_key, sign_order, seal_types)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      row.id,
      row.planId,
      row.role,
      row.seq,
      party.subjectType,
      party.name,
      party.mobile,
      party.enterpriseName,
      row.roleName,
      party.userId,
      party.enterpriseId,
      party.partyKey,
      row.signOrder,
      JSON.stringify(row.sealTypes),
    ],
  );
}
