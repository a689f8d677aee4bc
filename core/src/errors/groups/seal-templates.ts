// Seal templates 622xxxxx: the styles a seal image is drawn from.
import { entry, type CatalogueEntry } from '../entry';

export const SEAL_TEMPLATE_ERRORS = {
  SEAL_TEMPLATE_NOT_FOUND: entry(62200001, 404, '印章模板不存在', 'The seal template does not exist', '印章範本不存在'),
  SEAL_TEMPLATE_NAME_EXISTS: entry(
    62200002,
    409,
    '印章模板名称已存在',
    'A seal template with this name already exists',
    '印章範本名稱已存在',
  ),
  SEAL_TEMPLATE_IN_USE: entry(
    62200003,
    409,
    '印章模板正在使用中，无法删除',
    'The seal template is in use and cannot be deleted',
    '印章範本使用中，無法刪除',
  ),
  SEAL_TEMPLATE_STYLE_INVALID: entry(
    62200004,
    400,
    '印章样式参数错误',
    'Invalid seal style parameters',
    '印章樣式參數錯誤',
  ),
} as const satisfies Record<string, CatalogueEntry>;
