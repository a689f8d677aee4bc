// The platform staff's configuration endpoints (bodies from core/model/platform-config.ts).
import type { ApiClient } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';
import {
  ZBaseConfigTypeList,
  type TBaseConfigSaveRequest,
  type TInterfaceOptionUpdateRequest,
  type TWatermarkUpdateRequest,
} from '@ecsign/core/model';

export const platformConfigCalls = (api: ApiClient) => ({
  interfaceSettings: () => api.call(endpoints.platform.interfaceSettings),
  updateOption: (change: TInterfaceOptionUpdateRequest) =>
    api.call({ method: 'POST', path: 'bc/assemble/interfacesetting/update', json: change }),
  watermarks: () => api.call(endpoints.platform.watermarkSettings),
  updateWatermark: (change: TWatermarkUpdateRequest) =>
    api.call({ method: 'POST', path: 'bc/assemble/watermarkbanscreenshots/update', json: change }),
  types: () => api.request({ method: 'GET', path: 'baseservice/config/types' }, ZBaseConfigTypeList),
  entries: (businessType: string) => api.call(endpoints.platform.baseServiceConfigs, { query: { businessType } }),
  save: (kind: 'create' | 'update', entry: TBaseConfigSaveRequest) =>
    api.call({ method: 'POST', path: `baseservice/config/${kind}`, json: entry }),
  remove: (businessType: string, configKey: string) =>
    api.call({ method: 'POST', path: 'baseservice/config/delete', json: { businessType, configKey } }),
});
