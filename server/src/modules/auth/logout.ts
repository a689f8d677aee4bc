// DELETE token/logout: the session's tokens stop working at once.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { sessions } from '../../db/schema';
import type { AuthContext } from './authenticate';

export async function logout(context: AppContext, auth: AuthContext): Promise<void> {
  await context.database.db.update(sessions).set({ revokedAt: context.now() }).where(eq(sessions.id, auth.sessionId));
}
