// Client-side outcomes (spec items C-network-failure, C-gateway-timeout): negative statuses never come from a server,
// and 504 is what a gateway answers when the server did not reply in time.
import { entry, type CatalogueEntry } from '../entry';

export const CLIENT_ERRORS = {
  DATA_REQUEST_ERROR: entry(-1, 0, '数据请求错误', 'Data request error', '資料請求錯誤'),
  NETWORK_REQUEST_FAILED: entry(-2, 0, '网络请求失败', 'Network request failed', '網路請求失敗'),
  GATEWAY_TIMEOUT: entry(
    504,
    504,
    '服务响应超时，请稍后再试',
    'The service timed out, try again later',
    '服務回應逾時，請稍後再試',
  ),
} as const satisfies Record<string, CatalogueEntry>;
