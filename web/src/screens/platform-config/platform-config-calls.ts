// The platform staff's configuration endpoints (endpoints.platform reads the settings,
// endpoints.platformConfig changes them).
import type { ApiClient } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';
import type {
  TBaseConfigSaveRequest,
  TInterfaceOptionUpdateRequest,
  TWatermarkUpdateRequest,
} from '@ecsign/core/model';

const changes = endpoints.platformConfig;

export const platformConfigCalls = (api: ApiClient) => ({
  interfaceSettings: () => api.call(endpoints.platform.interfaceSettings),
  updateOption: (change: TInterfaceOptionUpdateRequest) => api.call(changes.updateInterfaceOption, { body: change }),
  watermarks: () => api.call(endpoints.platform.watermarkSettings),
  updateWatermark: (change: TWatermarkUpdateRequest) => api.call(changes.updateWatermark, { body: change }),
  types: () => api.call(changes.configTypes),
  entries: (businessType: string) => api.call(endpoints.platform.baseServiceConfigs, { query: { businessType } }),
  save: (kind: 'create' | 'update', entry: TBaseConfigSaveRequest) =>
    api.call(kind === 'create' ? changes.createConfig : changes.updateConfig, { body: entry }),
  remove: (businessType: string, configKey: string) =>
    api.call(changes.deleteConfig, { body: { businessType, configKey } }),
});
