// Attachments 6340102xx: files attached to a contract beside its main documents.
import { entry, type CatalogueEntry } from '../entry';

export const ATTACHMENT_ERRORS = {
  ATTACHMENT_FILE_TOO_LARGE: entry(634010201, 413, '附件文件过大', 'The attachment file is too large', '附件檔案過大'),
  ATTACHMENT_TYPE_UNSUPPORTED: entry(
    634010202,
    400,
    '不支持的附件类型',
    'Unsupported attachment type',
    '不支援的附件類型',
  ),
  ATTACHMENT_NOT_FOUND: entry(634010203, 404, '附件不存在', 'The attachment does not exist', '附件不存在'),
  ATTACHMENT_CONVERSION_FAILED: entry(
    634010204,
    500,
    '附件转换失败',
    'The attachment could not be converted',
    '附件轉換失敗',
  ),
  ATTACHMENT_EMPTY: entry(634010205, 400, '附件内容为空', 'The attachment is empty', '附件內容為空'),
} as const satisfies Record<string, CatalogueEntry>;
