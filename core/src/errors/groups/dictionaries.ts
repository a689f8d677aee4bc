// Dictionaries 611xxxxx: the code tables behind drop-down lists.
import { entry, type CatalogueEntry } from '../entry';

export const DICTIONARY_ERRORS = {
  DICT_TYPE_EXISTS: entry(61100001, 409, '字典类型已存在', 'This dictionary type already exists', '字典類型已存在'),
  DICT_ITEM_EXISTS: entry(61100002, 409, '字典项已存在', 'This dictionary item already exists', '字典項目已存在'),
  DICT_NOT_FOUND: entry(61100003, 404, '字典不存在', 'The dictionary does not exist', '字典不存在'),
  DICT_TYPE_IN_USE: entry(
    61100004,
    409,
    '该字典类型下存在字典项，无法删除',
    'The dictionary type still has items and cannot be deleted',
    '此字典類型下仍有字典項目，無法刪除',
  ),
} as const satisfies Record<string, CatalogueEntry>;
