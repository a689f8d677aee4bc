// Notice 617xxxxx: announcements published to users.
import { entry, type CatalogueEntry } from '../entry';

export const NOTICE_ERRORS = {
  NOTICE_NOT_FOUND: entry(61700001, 404, '公告不存在', 'The notice does not exist', '公告不存在'),
  NOTICE_ALREADY_PUBLISHED: entry(
    61700002,
    409,
    '公告已发布，不能修改',
    'The notice is published and cannot be changed',
    '公告已發布，不能修改',
  ),
  NOTICE_TITLE_EMPTY: entry(61700003, 400, '公告标题不能为空', 'The notice title is required', '公告標題不能為空'),
} as const satisfies Record<string, CatalogueEntry>;
