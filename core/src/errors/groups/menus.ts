// Menus 608xxxxx: the menu tree and its button permissions.
import { entry, type CatalogueEntry } from '../entry';

export const MENU_ERRORS = {
  MENU_NOT_FOUND: entry(60800001, 404, '菜单不存在', 'The menu does not exist', '選單不存在'),
  MENU_HAS_CHILDREN: entry(
    60800002,
    409,
    '该菜单下存在子菜单，无法删除',
    'The menu has sub-menus and cannot be deleted',
    '此選單下有子選單，無法刪除',
  ),
  PERMISSION_KEY_EXISTS: entry(
    60800003,
    409,
    '权限标识已存在',
    'This permission key already exists',
    '權限識別碼已存在',
  ),
  MENU_CANNOT_BE_HIDDEN: entry(60800004, 409, '该菜单不能隐藏', 'This menu cannot be hidden', '此選單不能隱藏'),
  MENU_ORDER_INVALID: entry(
    60800005,
    400,
    '排序须包含该层级的全部菜单，且不能重复',
    'The order must list every menu of that level exactly once',
    '排序須包含該層級的全部選單，且不能重複',
  ),
} as const satisfies Record<string, CatalogueEntry>;
