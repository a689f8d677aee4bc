// GET bc/assemble/interfacesetting/list: the system name (configuration SYSTEM_NAME; unset = the
// product default) and the interface options of the interface_settings table, in display order.
import { MESSAGES, type TLanguage } from '@ecsign/core/i18n';
import type { TInterfaceSettings } from '@ecsign/core/model';
import { asc } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { interfaceSettings } from '../../db/schema';

export async function listInterfaceSettings(context: AppContext, language: TLanguage): Promise<TInterfaceSettings> {
  const rows = await context.database.db
    .select()
    .from(interfaceSettings)
    .orderBy(asc(interfaceSettings.sortOrder), asc(interfaceSettings.settingKey));
  const systemName = context.config.SYSTEM_NAME ?? null;
  return {
    systemName,
    displayName: systemName ?? MESSAGES.systemName[language],
    options: [
      ...rows.map((row) => ({ key: row.settingKey, value: row.settingValue, description: row.description })),
      {
        key: 'SSO_ENABLED',
        value: Object.keys(context.config.OA_CLIENTS).length > 0,
        description: 'Single sign-on from an OA system is configured',
      },
    ],
  };
}
