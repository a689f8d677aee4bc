// System notices reach a user's notice centre lazily: whenever the user lists or counts notices,
// published system notices the user has no copy of yet are copied in (once; a deleted copy stays
// deleted). Publishing therefore costs nothing per user, however many users there are.
import type { AppContext } from '../../context';

export async function syncSystemNotices(context: AppContext, userId: string): Promise<void> {
  await context.database.query(
    `INSERT INTO notices (id, user_id, notice_type, title, content, link, system_notice_id, created_at)
     SELECT gen_random_uuid()::text, $1, 'SYSTEM', s.title, s.content, '/previewNotice?id=' || s.id, s.id, s.published_at
     FROM system_notices s
     WHERE s.status = 'PUBLISHED'
       AND NOT EXISTS (SELECT 1 FROM notices n WHERE n.user_id = $1 AND n.system_notice_id = s.id)
     ON CONFLICT (user_id, system_notice_id) DO NOTHING`,
    [userId],
  );
}
