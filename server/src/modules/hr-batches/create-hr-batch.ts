// POST hr/batch and hr/batch/{id}/rows: a batch (WAITING_SEND) of an enabled HR template, with the
// first rows and its attachments; more rows may follow until it starts. Nothing is written when any
// row has a problem or any attachment is not the caller's upload.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import type { THrAttachmentRef, THrBatchView, THrEmployeeRow } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { contractTransaction } from '../contracts/contract-transaction';
import { addHrRows } from './add-hr-rows';
import { attachToBatch } from './hr-batch-attachments';
import type { HrActor } from './hr-actor';
import { batchView, loadBatch, readBatch } from './hr-batch-view';
import { hrSealFor } from './hr-seal';
import { hrColumns, hrTemplate } from './hr-template';

export interface CreateHrBatchInput {
  templateId: string;
  taskName: string;
  endTime?: string | undefined;
  rows: THrEmployeeRow[];
  attachments?: THrAttachmentRef[];
}

export async function createHrBatch(
  context: AppContext,
  actor: HrActor,
  input: CreateHrBatchInput,
): Promise<THrBatchView> {
  const template = await hrTemplate(context, actor.enterpriseId, input.templateId);
  await hrSealFor(context, actor.accountId);
  const columns = hrColumns(template);
  const id = randomUUID();
  return contractTransaction(context, async (tx) => {
    await tx.query(
      `INSERT INTO hr_batches (id, enterprise_id, created_by_account_id, open_app_id, template_id, task_name, end_time,
         rows_received, rows_digest, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 0, '', $8, $8)`,
      [
        id,
        actor.enterpriseId,
        actor.accountId,
        actor.openAppId,
        template.id,
        input.taskName,
        input.endTime ?? null,
        context.now(),
      ],
    );
    await attachToBatch(tx, actor, id, input.attachments ?? []);
    const batch = await loadBatch(tx, actor.enterpriseId, id);
    if (input.rows.length > 0) {
      const { added, otherBatches } = await addHrRows(tx, batch, input.rows, columns);
      // Every row was sent before (a list uploaded twice): no empty batch is left behind. The
      // batches holding the rows are named, so the CLI can say where the list went.
      if (added === 0)
        throw new AppError('DUPLICATE_BUSINESS_ID', {
          internal: 'every business ID is known',
          details: { batchIds: otherBatches },
        });
    }
    return readBatch(tx, actor.enterpriseId, id);
  });
}

export async function addRowsToBatch(
  context: AppContext,
  actor: HrActor,
  batchId: string,
  rows: THrEmployeeRow[],
): Promise<THrBatchView> {
  // The template is read before the transaction, which then holds its connection for less time.
  const { template_id: templateId } = await loadBatch(context.database, actor.enterpriseId, batchId);
  const columns = hrColumns(await hrTemplate(context, actor.enterpriseId, templateId));
  return contractTransaction(context, async (tx) => {
    const batch = await loadBatch(tx, actor.enterpriseId, batchId, true);
    await addHrRows(tx, batch, rows, columns);
    return batchView(await loadBatch(tx, actor.enterpriseId, batchId));
  });
}
