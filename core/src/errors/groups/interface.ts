// Interface 64000xx: the integration interface that other business systems call.
import { entry, withDetail, type CatalogueEntry } from '../entry';

export const INTERFACE_ERRORS = {
  BUSINESS_TYPE_MISSING: entry(6400001, 400, '业务类型不能为空', 'The business type is required', '業務類型不能為空'),
  INTERFACE_USER_ID_MISSING: entry(6400002, 400, '用户ID不能为空', 'The user ID is required', '使用者ID不能為空'),
  INTERFACE_USER_TYPE_MISSING: entry(
    6400003,
    400,
    '用户类型不能为空',
    'The user type is required',
    '使用者類型不能為空',
  ),
  DUPLICATE_BUSINESS_ID: entry(
    6400004,
    409,
    '企业业务ID已存在',
    'This enterprise business ID already exists',
    '企業業務ID已存在',
  ),
  // Named in the message: with a list of hundreds of rows, the ID is what the person must look for.
  BUSINESS_ID_CHANGED: withDetail(
    entry(
      6400005,
      409,
      '企业业务ID与已登记的不一致，不允许变更',
      'The enterprise business ID differs from the registered one and cannot be changed',
      '企業業務ID與已登記的不一致，不允許變更',
    ),
    '企业业务ID {businessId} 已登记过其他数据，不允许变更',
    'The enterprise business ID {businessId} is already registered with other data and cannot be changed',
    '企業業務ID {businessId} 已登記過其他資料，不允許變更',
  ),
} as const satisfies Record<string, CatalogueEntry>;
