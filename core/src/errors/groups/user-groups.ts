// Groups 619xxxxx: user groups inside an enterprise.
import { entry, type CatalogueEntry } from '../entry';

export const USER_GROUP_ERRORS = {
  GROUP_NOT_FOUND: entry(61900001, 404, '分组不存在', 'The group does not exist', '群組不存在'),
  GROUP_NAME_EXISTS: entry(61900002, 409, '分组名称已存在', 'A group with this name already exists', '群組名稱已存在'),
  GROUP_HAS_MEMBERS: entry(
    61900003,
    409,
    '该分组下存在成员，无法删除',
    'The group has members and cannot be deleted',
    '此群組下有成員，無法刪除',
  ),
} as const satisfies Record<string, CatalogueEntry>;
