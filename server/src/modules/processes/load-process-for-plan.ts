// loadProcessForPlan: the process a plan picks (plan form processId), for the contracts module.
// Only an enabled process of the plan's own enterprise may be picked: a draft is PROCESS_IN_DRAFT,
// a disabled one PROCESS_DISABLED, another enterprise's PROCESS_NO_PERMISSION.
import { AppError } from '@ecsign/core/errors';
import type { TProcessDetail } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { signingProcesses } from '../../db/schema';
import { processDetail } from './process-views';

export async function loadProcessForPlan(
  context: AppContext,
  processId: string,
  enterpriseId?: string,
): Promise<TProcessDetail & { enterpriseId: string; noticeFileKey: string | null }> {
  const [row] = await context.database.db.select().from(signingProcesses).where(eq(signingProcesses.id, processId));
  if (!row) throw new AppError('PROCESS_NOT_FOUND');
  if (enterpriseId !== undefined && row.enterpriseId !== enterpriseId) throw new AppError('PROCESS_NO_PERMISSION');
  if (row.status === 'DRAFT') throw new AppError('PROCESS_IN_DRAFT');
  if (row.status === 'DISABLE') throw new AppError('PROCESS_DISABLED');
  return { ...processDetail(row), enterpriseId: row.enterpriseId, noticeFileKey: row.noticeFileKey };
}
