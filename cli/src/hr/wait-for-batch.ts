// Follows a batch until it is FINISH: a spinner with a progress bar and the counts on a
// terminal, one plain line per change otherwise (logs of cron jobs stay short).
import type { THrBatchView } from '@ecsign/core/model';
import type { CliIo } from '../cli-io';
import type { CommandContext } from '../command-context';
import type { HrClient } from './hr-client';
import { progressBar } from './progress-bar';
import { startSpinner } from './start-spinner';

export async function waitForBatch(
  context: CommandContext,
  io: CliIo,
  client: HrClient,
  batchId: string,
  options: { intervalMs?: number; quiet?: boolean } = {},
): Promise<THrBatchView> {
  const interval = options.intervalMs ?? 1000;
  const line = (batch: THrBatchView) =>
    `${progressBar(batch.sentCount + batch.failedCount + batch.cancelledCount, batch.rowCount)}  ${context.t(
      'hrProgress',
      { sent: batch.sentCount, failed: batch.failedCount, total: batch.rowCount },
    )}`;
  const spinner = options.quiet ? undefined : await startSpinner(io.progressStream);
  let last = '';
  try {
    for (;;) {
      const batch = await client.api.call(client.batch.read, { params: { batchId } });
      const text = line(batch);
      if (spinner) spinner.text = text;
      else if (text !== last && !options.quiet) io.err(text);
      last = text;
      if (batch.state === 'FINISH' || batch.control !== 'RUNNING') {
        spinner?.stop();
        return batch;
      }
      await new Promise((resolve) => setTimeout(resolve, interval));
    }
  } finally {
    spinner?.stop();
  }
}
