// Grants 610xxxxx: data grants for organisations, seals and templates (spec item P-grants: never to oneself,
// never beyond the operator's own scope).
import { entry, type CatalogueEntry } from '../entry';

export const GRANT_ERRORS = {
  GRANT_TO_SELF_NOT_ALLOWED: entry(
    61000001,
    403,
    '不能给自己授权',
    'You cannot grant rights to yourself',
    '不能為自己授權',
  ),
  GRANT_EXCEEDS_OWN_SCOPE: entry(
    61000002,
    403,
    '授权范围不能超出您自身的数据权限',
    'You cannot grant more than your own data scope',
    '授權範圍不能超出您自身的資料權限',
  ),
  GRANT_NOT_FOUND: entry(61000003, 404, '授权记录不存在', 'The grant does not exist', '授權紀錄不存在'),
  GRANT_EXPIRED: entry(61000004, 403, '授权已过期', 'The grant has expired', '授權已過期'),
} as const satisfies Record<string, CatalogueEntry>;
