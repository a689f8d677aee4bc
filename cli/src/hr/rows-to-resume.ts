// Which rows of a list `hr send --resume BATCH` still has to send — or a refusal when the list is
// not the one the batch was made from (a 5-row file must never "resume" a 200-row batch and
// overwrite its results file). The batch keeps how many rows it received and their digest; the
// list's first rows must give the same digest, and a batch that has started must have them all.
import type { THrBatchView, THrEmployeeRow } from '@ecsign/core/model';
import type { CommandContext } from '../command-context';
import { HrListError } from './hr-list-error';
import { listDigest } from './list-digest';

export function rowsToResume(
  context: CommandContext,
  batch: THrBatchView,
  rows: readonly THrEmployeeRow[],
  file: string,
): readonly THrEmployeeRow[] {
  const received = batch.rowsReceived;
  // A batch made before digests were kept: its rows are sent again and the server skips those it holds.
  if (typeof received !== 'number' || typeof batch.rowsDigest !== 'string') return rows;
  const open = !batch.started && batch.control === 'RUNNING' && batch.state !== 'FINISH';
  const fits =
    received <= rows.length &&
    (open || received === rows.length) &&
    listDigest(batch.templateId, rows.slice(0, received)) === batch.rowsDigest;
  if (!fits) {
    const values = { file, batchId: batch.batchId, received, rows: rows.length };
    throw new HrListError(context.t('hrListNotBatch', values), 'HR_LIST_NOT_BATCH', values);
  }
  return rows.slice(received);
}
