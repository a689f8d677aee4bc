// Interface settings 623xxxxx: the system options served by interfacesetting/list.
import { entry, type CatalogueEntry } from '../entry';

export const INTERFACE_SETTING_ERRORS = {
  INTERFACE_SETTING_NOT_FOUND: entry(
    62300001,
    404,
    '系统参数不存在',
    'The system setting does not exist',
    '系統參數不存在',
  ),
  INTERFACE_SETTING_KEY_EXISTS: entry(
    62300002,
    409,
    '系统参数键已存在',
    'A system setting with this key already exists',
    '系統參數鍵值已存在',
  ),
  INTERFACE_SETTING_VALUE_INVALID: entry(
    62300003,
    400,
    '系统参数值格式不正确',
    'The system setting value is invalid',
    '系統參數值格式不正確',
  ),
} as const satisfies Record<string, CatalogueEntry>;
