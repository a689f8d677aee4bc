// Evidence preservation 745xxxxx: lodging a signed file's hash with a preservation service.
import { entry, type CatalogueEntry } from '../entry';

export const PRESERVATION_ERRORS = {
  PRESERVATION_TYPE_MISSING: entry(
    74500001,
    400,
    '保全类型不能为空',
    'The preservation type is required',
    '保全類型不能為空',
  ),
  PRESERVATION_FILE_URL_EMPTY: entry(
    74500002,
    400,
    '保全文件地址不能为空',
    'The URL of the file to preserve is required',
    '保全檔案位址不能為空',
  ),
  PRESERVATION_FILE_HASH_EMPTY: entry(
    74500003,
    400,
    '保全文件哈希值不能为空',
    'The hash of the file to preserve is required',
    '保全檔案雜湊值不能為空',
  ),
  PRESERVATION_FAILED: entry(
    74500004,
    502,
    '存证保全服务调用失败，请稍后再试',
    'The evidence preservation service failed; try again later',
    '存證保全服務呼叫失敗，請稍後再試',
  ),
} as const satisfies Record<string, CatalogueEntry>;
