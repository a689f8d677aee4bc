// Seeds the built-in user guide into the help centre on start, once: the fixed id keeps a second
// start (or a second server process) from adding it again, and a deleted guide stays deleted.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { helpItems } from '../../db/schema';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { buildUserGuidePdf } from './build-user-guide-pdf';
import { bytesOnce } from './bytes-once';
import { storeHelpItem } from './store-help-item';

export const USER_GUIDE_ID = 'builtin-user-guide';

export async function ensureUserGuide(context: AppContext): Promise<void> {
  const [existing] = await context.database.db
    .select({ id: helpItems.id })
    .from(helpItems)
    .where(eq(helpItems.id, USER_GUIDE_ID));
  if (existing) return;
  await storeHelpItem(context, {
    id: USER_GUIDE_ID,
    title: '用户使用手册 (ecsign User Guide)',
    fileName: 'ecsign-user-guide.pdf',
    source: bytesOnce(buildUserGuidePdf()),
    createdBy: null,
  }).catch((error: unknown) => {
    if (!isUniqueViolation(error)) throw error;
  });
}
