// The scene and business-type endpoints the screen calls (endpoints.scenes).
import type { ApiClient } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';

const declared = endpoints.scenes;

export interface TSceneForm {
  sceneType: string;
  name: string;
  description: string;
  templateIds: string[];
}

export const sceneCalls = (api: ApiClient) => ({
  list: (filter: { name?: string }, current: number, size: number) =>
    api.call(declared.list, { query: { ...filter, current, size } }),
  create: (form: TSceneForm) => api.call(declared.create, { body: form }),
  update: (sceneId: string, form: TSceneForm) => api.call(declared.update, { body: { sceneId, ...form } }),
  change: (kind: 'enable' | 'disable' | 'delete', sceneId: string) => api.call(declared[kind], { body: { sceneId } }),
  businessTypes: () => api.call(declared.businessTypes, { query: {} }),
  createBusinessType: (code: string, name: string) => api.call(declared.createBusinessType, { body: { code, name } }),
  renameBusinessType: (businessTypeId: string, name: string) =>
    api.call(declared.renameBusinessType, { body: { businessTypeId, name } }),
  changeBusinessType: (kind: 'enable' | 'disable' | 'delete', businessTypeId: string) =>
    api.call(
      {
        enable: declared.enableBusinessType,
        disable: declared.disableBusinessType,
        delete: declared.deleteBusinessType,
      }[kind],
      { body: { businessTypeId } },
    ),
});
