// The scene and business-type endpoints the screen calls (bodies from core/model/scenes.ts).
import type { ApiClient } from '@ecsign/core/api';
import { ZBusinessTypeIdReply, ZBusinessTypeList, ZSceneIdReply, ZSceneRow } from '@ecsign/core/model';

const S = 'cb/assemble/scene';
const B = 'cb/assemble/businessType';

export interface TSceneForm {
  sceneType: string;
  name: string;
  description: string;
  templateIds: string[];
}

export const sceneCalls = (api: ApiClient) => ({
  list: (filter: { name?: string; status?: string }, current: number, size: number) =>
    api.page({ method: 'GET', path: `${S}/list`, filter, current, size }, ZSceneRow),
  create: (form: TSceneForm) => api.request({ method: 'POST', path: `${S}/create`, json: form }, ZSceneIdReply),
  update: (sceneId: string, form: TSceneForm) =>
    api.request({ method: 'POST', path: `${S}/update`, json: { sceneId, ...form } }, ZSceneIdReply),
  change: (kind: 'enable' | 'disable' | 'delete', sceneId: string) =>
    api.call({ method: 'POST', path: `${S}/${kind}`, json: { sceneId } }),
  businessTypes: () => api.request({ method: 'GET', path: `${B}/list` }, ZBusinessTypeList),
  createBusinessType: (code: string, name: string) =>
    api.request({ method: 'POST', path: `${B}/create`, json: { code, name } }, ZBusinessTypeIdReply),
  renameBusinessType: (businessTypeId: string, name: string) =>
    api.call({ method: 'POST', path: `${B}/update`, json: { businessTypeId, name } }),
  changeBusinessType: (kind: 'enable' | 'disable' | 'delete', businessTypeId: string) =>
    api.call({ method: 'POST', path: `${B}/${kind}`, json: { businessTypeId } }),
});
