// Documents 613xxxxx: the documents of a contract.
import { entry, type CatalogueEntry } from '../entry';

export const DOCUMENT_ERRORS = {
  DOCUMENT_NOT_FOUND: entry(61300001, 404, '文档不存在', 'The document does not exist', '文件不存在'),
  DOCUMENT_NAME_EMPTY: entry(61300002, 400, '文档名称不能为空', 'The document name is required', '文件名稱不能為空'),
  DOCUMENT_ALREADY_SIGNED: entry(
    61300003,
    409,
    '文档已签署，不能修改',
    'The document has been signed and cannot be changed',
    '文件已簽署，不能修改',
  ),
  DOCUMENT_TOO_MANY_PAGES: entry(
    61300004,
    413,
    '文档页数超出限制',
    'The document has too many pages',
    '文件頁數超出限制',
  ),
  DOCUMENT_CONVERTING: entry(
    61300005,
    409,
    '文档正在转换中，请稍后再试',
    'The document is still being converted; try again later',
    '文件轉換中，請稍後再試',
  ),
} as const satisfies Record<string, CatalogueEntry>;
