// GET bc/assemble/watermarkbanscreenshots/list: the watermark and the screenshot ban, as stored.
import type { TWatermarkSettingList } from '@ecsign/core/model';
import { asc } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { watermarkSettings } from '../../db/schema';

export async function listWatermarkSettings(context: AppContext): Promise<TWatermarkSettingList> {
  const rows = await context.database.db.select().from(watermarkSettings).orderBy(asc(watermarkSettings.settingType));
  return rows.map((row) => ({
    settingType: row.settingType,
    state: row.state,
    watermarkText: row.watermarkText,
    updatedAt: row.updatedAt.toISOString(),
  }));
}
