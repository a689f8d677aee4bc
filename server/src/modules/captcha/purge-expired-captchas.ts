// Captcha rows are of no use once expired: a job deletes them every minute, so fetching captchas
// (anonymous, see PICTURE_CAPTCHAS_PER_CLIENT_PER_MINUTE) cannot fill the database. Idempotent.
import type { AppContext } from '../../context';
import { RETENTION_MS } from './behaviour-captcha-limits';

export async function purgeExpiredCaptchas(context: AppContext): Promise<{ pictures: number; behaviours: number }> {
  const now = context.now();
  const pictures = await context.database.query('DELETE FROM picture_captchas WHERE expires_at < $1 RETURNING key', [
    now,
  ]);
  const behaviours = await context.database.query('DELETE FROM behaviour_captchas WHERE created_at < $1 RETURNING 1', [
    new Date(now.getTime() - RETENTION_MS),
  ]);
  return { pictures: pictures.length, behaviours: behaviours.length };
}
