// Enterprise tree 609xxxxx: an enterprise's organisations and departments.
import { entry, type CatalogueEntry } from '../entry';

export const ENTERPRISE_TREE_ERRORS = {
  ORG_NOT_FOUND: entry(60900001, 404, '机构不存在', 'The organisation does not exist', '機構不存在'),
  ORG_HAS_CHILDREN: entry(
    60900002,
    409,
    '该机构下存在下级机构，无法删除',
    'The organisation has sub-organisations and cannot be deleted',
    '此機構下有下級機構，無法刪除',
  ),
  ORG_HAS_MEMBERS: entry(
    60900003,
    409,
    '该机构下存在成员，无法删除',
    'The organisation has members and cannot be deleted',
    '此機構下有成員，無法刪除',
  ),
  ORG_NAME_EXISTS: entry(
    60900004,
    409,
    '同级机构名称已存在',
    'An organisation with this name already exists at this level',
    '同級機構名稱已存在',
  ),
  ORG_PARENT_INVALID: entry(
    60900005,
    400,
    '不能将机构移动到其下级机构',
    'An organisation cannot be moved under one of its own sub-organisations',
    '不能將機構移動到其下級機構',
  ),
} as const satisfies Record<string, CatalogueEntry>;
