// The one transaction of an HR row: the plan (documents naming the pre-signed blob, the
// enterprise and the employee as signatories), the enterprise's signature recorded as done with
// its seal use, the row SENT with its plan id, and the batch's counts — or nothing. The batch row
// is locked first, then the HR row, and a row no longer WAITING (a repeated delivery, a cancel)
// writes nothing: however often a row's job runs, its business id gets one plan.
import { randomUUID } from 'node:crypto';
import { ZContractInitiateRequest } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { contractTransaction } from '../contracts/contract-transaction';
import type { ContractViewer } from '../contracts/contract-viewer';
import { recordEvent } from '../contracts/record-event';
import { refreshInbox } from '../contracts/refresh-inbox';
import { resolveParty } from '../contracts/resolve-parties';
import { writePlan } from '../contracts/write-plan';
import { recordSealUse, type SealForSigning } from '../seals/seal-for-signing';
import type { RowDocument } from './prepare-row-document';
import { userPositions } from './prepare-row-document';

export interface RowToCommit {
  id: string;
  batch_id: string;
  name: string;
  mobile: string;
  task_name: string;
  end_time: string | null;
}

/** Counts a row's outcome on its batch, finishing the batch with its last row (same transaction). */
export const COUNT_ROW_SQL = (column: 'sent_count' | 'failed_count' | 'cancelled_count') => `
  UPDATE hr_batches SET ${column} = ${column} + $2, updated_at = $3,
    state = CASE WHEN sent_count + failed_count + cancelled_count + $2 >= row_count THEN 'FINISH' ELSE 'PROCESSING' END,
    finished_at = CASE WHEN sent_count + failed_count + cancelled_count + $2 >= row_count THEN $3 ELSE finished_at END
  WHERE id = $1`;

export async function commitHrRow(
  context: AppContext,
  input: { row: RowToCommit; viewer: ContractViewer; document: RowDocument; seal: SealForSigning },
): Promise<{ planId: string } | undefined> {
  const { row, viewer, document, seal } = input;
  const now = context.now();
  return contractTransaction(context, async (tx) => {
    const [batch] = await tx.query<{ control: string }>('SELECT control FROM hr_batches WHERE id = $1 FOR UPDATE', [
      row.batch_id,
    ]);
    const [current] = await tx.query<{ status: string }>('SELECT status FROM hr_batch_rows WHERE id = $1 FOR UPDATE', [
      row.id,
    ]);
    if (batch?.control !== 'RUNNING' || current?.status !== 'WAITING') return undefined;

    const employee = await resolveParty(
      tx,
      { subjectType: 'PERSONAL', name: row.name, mobile: row.mobile },
      {
        requireVerified: false,
      },
    );
    const enterprise = await resolveParty(
      tx,
      { subjectType: 'ENTERPRISE', name: viewer.name, accountId: viewer.accountId },
      { requireVerified: true },
    );
    const documentName = `${document.templateName}.pdf`;
    const form = ZContractInitiateRequest.parse({
      kind: 'BATCH',
      plan: {
        taskName: `${row.task_name}（${row.name}）`,
        businessType: 'HR_CONTRACT',
        businessTypeName: '人事合同',
        ...(row.end_time ? { endTime: row.end_time } : {}),
        planSendDocumentVOList: [{ documentName, fileId: row.id }],
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
    const planId = randomUUID();
    await writePlan(tx, {
      viewer,
      form,
      documents: [
        {
          name: documentName,
          upload: {
            id: row.id,
            kind: 'DOCUMENT',
            file_name: documentName,
            blob_key: document.blobKey,
            content_type: 'application/pdf',
            file_size: document.size,
            sha256: document.sha256,
            pages: document.pages,
          },
        },
      ],
      attachments: [],
      copy: {
        planId,
        kind: 'BATCH',
        batchId: row.batch_id,
        signatories: [
          { input: form.signatories[0]!, party: enterprise },
          { input: form.signatories[1]!, party: employee },
        ],
        cc: [],
      },
      sending: true,
      now,
      ip: null,
    });
    // The enterprise's signature is already in revision 0: its party is signed from the start.
    await tx.query(
      `UPDATE contract_parties SET signing_state = '1', signed_at = $2, signed_user_id = $3, signed_account_id = $4,
         seal_id = $5, seal_name = $6 WHERE plan_id = $1 AND role = 'SIGNATORY' AND seq = 0`,
      [planId, now, viewer.userId, viewer.accountId, seal.id, seal.name],
    );
    await tx.query('UPDATE contract_plans SET signed_count = 1 WHERE id = $1', [planId]);
    const [doc] = await tx.query<{ id: string }>('SELECT id FROM contract_documents WHERE plan_id = $1', [planId]);
    await recordSealUse(tx.db, { sealId: seal.id, accountId: viewer.accountId, planId, documentId: doc!.id, at: now });
    await recordEvent(tx, {
      planId,
      kind: 'SIGNED',
      at: now,
      actorUserId: viewer.userId,
      actorName: viewer.name,
      enterpriseName: viewer.enterpriseName,
      detail: { documents: [{ name: documentName, sha256: document.sha256 }], seal: seal.name, hrBatch: row.batch_id },
    });
    await refreshInbox(tx, planId);
    await tx.query(`UPDATE hr_batch_rows SET status = 'SENT', plan_id = $2, updated_at = $3 WHERE id = $1`, [
      row.id,
      planId,
      now,
    ]);
    await tx.query(COUNT_ROW_SQL('sent_count'), [row.batch_id, 1, now]);
    return { planId };
  });
}
