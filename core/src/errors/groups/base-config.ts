// Base service configuration 6350101xx: key-value settings grouped by business type.
import { entry, type CatalogueEntry } from '../entry';

export const BASE_CONFIG_ERRORS = {
  CONFIG_NOT_FOUND: entry(635010101, 404, '配置项不存在', 'The configuration item does not exist', '設定項目不存在'),
  CONFIG_SAVE_FAILED: entry(635010102, 500, '配置保存失败', 'The configuration could not be saved', '設定儲存失敗'),
  CONFIG_UPDATE_FAILED: entry(635010103, 500, '配置更新失败', 'The configuration could not be updated', '設定更新失敗'),
  CONFIG_DELETE_FAILED: entry(635010104, 500, '配置删除失败', 'The configuration could not be deleted', '設定刪除失敗'),
  CONFIG_EXISTS: entry(635010105, 409, '配置项已存在', 'This configuration item already exists', '設定項目已存在'),
  CONFIG_PARAMETER_INVALID: entry(635010106, 400, '配置参数错误', 'Invalid configuration parameters', '設定參數錯誤'),
} as const satisfies Record<string, CatalogueEntry>;
