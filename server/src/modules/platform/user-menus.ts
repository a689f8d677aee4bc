// GET cb/assemble/usercenter/userRegister/userMenus: the menu tree the active account's
// permissions open (core/guard MENU_TREE with platform staff's renames, order and hidden entries
// applied — menu-settings), named in the request's language.
import { menusFor } from '@ecsign/core/guard';
import type { TLanguage } from '@ecsign/core/i18n';
import type { TUserMenusReply } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { menuTreeWithOverrides } from '../menu-settings/load-menu-overrides';
import { activePermissions } from './active-permissions';

export async function userMenus(
  context: AppContext,
  session: { userId: string; accountId: string },
  language: TLanguage,
): Promise<TUserMenusReply> {
  const [permissions, tree] = await Promise.all([activePermissions(context, session), menuTreeWithOverrides(context)]);
  return menusFor(permissions, language, tree);
}
