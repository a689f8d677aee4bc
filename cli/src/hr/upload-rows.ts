// The rows of a checked list to the server, HR_ROWS_PER_REQUEST at a time: into a new batch (the
// first chunk creates it) or into an existing one (`--resume`). Each chunk is one transaction on
// the server and rows it already holds with the same data are skipped, so sending every chunk
// again after an interruption adds exactly the rows that were missing.
import { HR_ROWS_PER_REQUEST, type THrBatchView, type THrEmployeeRow } from '@ecsign/core/model';
import type { HrClient } from './hr-client';

export type UploadTarget =
  { create: { templateId: string; taskName: string; endTime?: string | undefined } } | { batchId: string };

export interface UploadProgress {
  /** The batch exists (called once, as soon as it does). */
  onBatch?(batch: THrBatchView): void;
  onRows?(done: number, total: number): void;
}

export async function uploadRows(
  client: HrClient,
  rows: readonly THrEmployeeRow[],
  target: UploadTarget,
  progress: UploadProgress = {},
): Promise<THrBatchView> {
  const chunks: THrEmployeeRow[][] = [];
  for (let i = 0; i < rows.length; i += HR_ROWS_PER_REQUEST) chunks.push(rows.slice(i, i + HR_ROWS_PER_REQUEST));
  let batch: THrBatchView | undefined;
  let batchId = 'batchId' in target ? target.batchId : undefined;
  let done = 0;
  for (const [index, chunk] of chunks.entries()) {
    if (index === 0 && 'create' in target) {
      const { templateId, taskName, endTime } = target.create;
      batch = await client.api.call(client.batch.create, {
        body: { templateId, taskName, ...(endTime ? { endTime } : {}), rows: chunk },
      });
      batchId = batch.batchId;
      progress.onBatch?.(batch);
    } else {
      if (!batchId) throw new Error('rows to add without a batch');
      batch = await client.api.call(client.batch.addRows, { params: { batchId }, body: { rows: chunk } });
    }
    done += chunk.length;
    progress.onRows?.(done, rows.length);
  }
  if (!batch) throw new Error('no rows to upload');
  return batch;
}
