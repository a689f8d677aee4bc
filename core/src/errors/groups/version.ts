// Optimistic locking 500000001: the row was changed by someone else since it was read.
import { entry, type CatalogueEntry } from '../entry';

export const VERSION_ERRORS = {
  VERSION_CONFLICT: entry(
    500000001,
    409,
    '数据已被他人修改，请刷新后重试',
    'The data was changed by someone else; reload and try again',
    '資料已被他人修改，請重新整理後再試',
  ),
} as const satisfies Record<string, CatalogueEntry>;
