// GET cb/assemble/enterprise/join/mine: the caller's own applications, newest first.
import type { TJoinApplicationView } from '@ecsign/core/model';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { joinApplications } from '../../db/schema';
import { joinApplicationQuery, toJoinApplicationView } from './join-application-view';

export async function listMyApplications(context: AppContext, userId: string): Promise<TJoinApplicationView[]> {
  const rows = await joinApplicationQuery(context.database.db, eq(joinApplications.userId, userId))
    .orderBy(desc(joinApplications.createdAt))
    .limit(100);
  return rows.map(toJoinApplicationView);
}
