// POST bc/assemble/interfacesetting/update: platform staff change one interface option. Only
// existing options (INTERFACE_SETTING_NOT_FOUND); the value keeps its kind — a switch stays a
// switch, a text may be set or cleared (null), the default language is one of the portal's —
// anything else is INTERFACE_SETTING_VALUE_INVALID. The system name itself is configuration
// (SYSTEM_NAME), not an option.
import { AppError } from '@ecsign/core/errors';
import { LANGUAGES } from '@ecsign/core/i18n';
import type { ZInterfaceOptionUpdateRequest } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { interfaceSettings } from '../../db/schema';

type TValue = string | number | boolean | null;

function sameKind(before: TValue, after: TValue): boolean {
  if (typeof before === 'boolean' || typeof before === 'number') return typeof after === typeof before;
  return after === null || typeof after === 'string';
}

export async function updateInterfaceOption(
  context: AppContext,
  change: z.output<typeof ZInterfaceOptionUpdateRequest>,
): Promise<void> {
  const { db } = context.database;
  const [row] = await db.select().from(interfaceSettings).where(eq(interfaceSettings.settingKey, change.settingKey));
  if (!row) throw new AppError('INTERFACE_SETTING_NOT_FOUND');
  const value = typeof change.settingValue === 'string' ? change.settingValue.trim() || null : change.settingValue;
  const languageOk = row.settingKey !== 'DEFAULT_LANGUAGE' || (LANGUAGES as readonly TValue[]).includes(value);
  if (!sameKind(row.settingValue, value) || !languageOk) throw new AppError('INTERFACE_SETTING_VALUE_INVALID');
  await db
    .update(interfaceSettings)
    .set({ settingValue: value, updatedAt: context.now() })
    .where(eq(interfaceSettings.settingKey, row.settingKey));
}
