// `hr send LIST` of a list whose rows were all sent before: the server refuses to make an empty
// batch (6400004) and names the batches holding the rows. That is no failure for the person — the
// contracts went out — so it is answered with where they went and the batch's counts (exit 0).
import { isAppError } from '@ecsign/core/errors';
import { HR_ROWS_PER_REQUEST, type THrBatchView, type THrEmployeeRow } from '@ecsign/core/model';
import type { CommandContext } from '../command-context';
import type { HrClient } from './hr-client';
import { listDigest } from './list-digest';

export async function alreadySent(
  context: CommandContext,
  client: HrClient,
  error: unknown,
  templateId: string,
  rows: readonly THrEmployeeRow[],
): Promise<{ text: string; batches: THrBatchView[] } | undefined> {
  if (!isAppError(error) || error.code !== 'DUPLICATE_BUSINESS_ID') return undefined;
  const ids = (error.details as { batchIds?: unknown } | null)?.batchIds;
  if (!Array.isArray(ids) || ids.length === 0) return undefined;
  const batches = await Promise.all(
    ids.map((id) => client.api.call(client.batch.read, { params: { batchId: String(id) } })),
  );
  // The server saw only the first request's rows; a longer list is "all sent" only when one
  // batch received exactly this list.
  const whole = batches.find(
    (batch) => batch.rowsReceived === rows.length && batch.rowsDigest === listDigest(templateId, rows),
  );
  if (rows.length > HR_ROWS_PER_REQUEST && !whole) return undefined;
  const named = whole ? [whole] : batches;
  const text = named
    .map((batch) =>
      context.t('hrAlreadySent', {
        rows: rows.length,
        batchId: batch.batchId,
        sent: batch.sentCount,
        failed: batch.failedCount,
        total: batch.rowCount,
      }),
    )
    .join('\n');
  return { text, batches: named };
}
