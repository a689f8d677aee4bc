// The platform staff's configuration endpoints (bodies from core/model/platform-config.ts).
import type { ApiClient } from '@ecsign/core/api';
import {
  ZBaseConfigTypeList,
  ZBaseServiceConfigList,
  ZInterfaceSettings,
  ZWatermarkSettingList,
  type TBaseConfigSaveRequest,
  type TInterfaceOptionUpdateRequest,
  type TWatermarkUpdateRequest,
} from '@ecsign/core/model';

export const platformConfigCalls = (api: ApiClient) => ({
  interfaceSettings: () =>
    api.request({ method: 'GET', path: 'bc/assemble/interfacesetting/list' }, ZInterfaceSettings),
  updateOption: (change: TInterfaceOptionUpdateRequest) =>
    api.call({ method: 'POST', path: 'bc/assemble/interfacesetting/update', json: change }),
  watermarks: () =>
    api.request({ method: 'GET', path: 'bc/assemble/watermarkbanscreenshots/list' }, ZWatermarkSettingList),
  updateWatermark: (change: TWatermarkUpdateRequest) =>
    api.call({ method: 'POST', path: 'bc/assemble/watermarkbanscreenshots/update', json: change }),
  types: () => api.request({ method: 'GET', path: 'baseservice/config/types' }, ZBaseConfigTypeList),
  entries: (businessType: string) =>
    api.request(
      { method: 'GET', path: 'baseservice/config/getlistByteBusinessTypes', query: { businessType } },
      ZBaseServiceConfigList,
    ),
  save: (kind: 'create' | 'update', entry: TBaseConfigSaveRequest) =>
    api.call({ method: 'POST', path: `baseservice/config/${kind}`, json: entry }),
  remove: (businessType: string, configKey: string) =>
    api.call({ method: 'POST', path: 'baseservice/config/delete', json: { businessType, configKey } }),
});
