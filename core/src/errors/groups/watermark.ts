// Watermark 616xxxxx: the screen and document watermark settings.
import { entry, type CatalogueEntry } from '../entry';

export const WATERMARK_ERRORS = {
  WATERMARK_SETTING_NOT_FOUND: entry(
    61600001,
    404,
    '水印配置不存在',
    'The watermark setting does not exist',
    '浮水印設定不存在',
  ),
  WATERMARK_TEXT_EMPTY: entry(
    61600002,
    400,
    '水印内容不能为空',
    'The watermark text is required',
    '浮水印內容不能為空',
  ),
  WATERMARK_TEXT_TOO_LONG: entry(
    61600003,
    400,
    '水印内容不能超过20个字',
    'The watermark text must be at most 20 characters',
    '浮水印內容不能超過20個字',
  ),
} as const satisfies Record<string, CatalogueEntry>;
