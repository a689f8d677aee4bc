// Template groups 625xxxxx: folders that templates are filed in.
import { entry, type CatalogueEntry } from '../entry';

export const TEMPLATE_GROUP_ERRORS = {
  TEMPLATE_GROUP_NOT_FOUND: entry(
    62500001,
    404,
    '模板分组不存在',
    'The template group does not exist',
    '範本群組不存在',
  ),
  TEMPLATE_GROUP_NAME_EXISTS: entry(
    62500002,
    409,
    '模板分组名称已存在',
    'A template group with this name already exists',
    '範本群組名稱已存在',
  ),
  TEMPLATE_GROUP_NOT_EMPTY: entry(
    62500003,
    409,
    '该分组下存在模板，无法删除',
    'The group still contains templates and cannot be deleted',
    '此群組下仍有範本，無法刪除',
  ),
} as const satisfies Record<string, CatalogueEntry>;
