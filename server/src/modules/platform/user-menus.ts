// GET cb/assemble/usercenter/userRegister/userMenus: the menu tree the active account's
// permissions open (core/guard MENU_TREE), named in the request's language.
import { menusFor } from '@ecsign/core/guard';
import type { TLanguage } from '@ecsign/core/i18n';
import type { TUserMenusReply } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { activePermissions } from './active-permissions';

export async function userMenus(
  context: AppContext,
  session: { userId: string; accountId: string },
  language: TLanguage,
): Promise<TUserMenusReply> {
  return menusFor(await activePermissions(context, session), language);
}
