// POST bc/assemble/watermarkbanscreenshots/update: switches the watermark or the screenshot ban
// and sets the watermark's text (at most 20 characters, WATERMARK_TEXT_TOO_LONG; empty = the
// viewer's name and the time).
import { AppError } from '@ecsign/core/errors';
import { WATERMARK_TEXT_MAX_LENGTH, type ZWatermarkUpdateRequest } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { watermarkSettings } from '../../db/schema';

export async function updateWatermark(
  context: AppContext,
  change: z.output<typeof ZWatermarkUpdateRequest>,
): Promise<void> {
  const text = change.watermarkText?.trim() || null;
  if (text && [...text].length > WATERMARK_TEXT_MAX_LENGTH) throw new AppError('WATERMARK_TEXT_TOO_LONG');
  const updated = await context.database.db
    .update(watermarkSettings)
    .set({
      state: change.state,
      ...(change.settingType === 'WATERMARK' ? { watermarkText: text } : {}),
      updatedAt: context.now(),
    })
    .where(eq(watermarkSettings.settingType, change.settingType))
    .returning();
  if (updated.length === 0) throw new AppError('WATERMARK_SETTING_NOT_FOUND');
}
