// The template endpoints the screens call (cb/assemble/template, bodies from core/model).
import type { ApiClient } from '@ecsign/core/api';
import {
  ZTemplateDetail,
  ZTemplateGroupIdReply,
  ZTemplateGroupList,
  ZTemplateIdReply,
  ZTemplateRow,
  ZTemplateVersionReply,
  type TTemplateSaveRequest,
  type TTemplateValues,
} from '@ecsign/core/model';

const T = 'cb/assemble/template';

export const templateCalls = (api: ApiClient) => ({
  list: (filter: { name?: string; groupId?: string; status?: string }, current: number, size: number) =>
    api.page({ method: 'GET', path: `${T}/list`, filter, current, size }, ZTemplateRow),
  detail: (templateId: string) =>
    api.request({ method: 'GET', path: `${T}/detail`, query: { templateId } }, ZTemplateDetail),
  file: async (templateId: string) =>
    (await api.download({ method: 'GET', path: `${T}/file`, query: { templateId }, ecType: 'pdfDownload' })).bytes,
  preview: async (templateId: string, values?: TTemplateValues) =>
    (
      await api.download({
        method: 'POST',
        path: `${T}/preview`,
        json: { templateId, ...(values ? { values } : {}) },
        ecType: 'pdfDownload',
      })
    ).bytes,
  upload: (query: { name: string; groupId?: string }, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.request({ method: 'POST', path: `${T}/upload`, query, multipart: form }, ZTemplateIdReply);
  },
  save: (design: TTemplateSaveRequest) =>
    api.request({ method: 'POST', path: `${T}/save`, json: design }, ZTemplateVersionReply),
  change: (kind: 'enable' | 'disable' | 'delete', templateId: string) =>
    api.call({ method: 'POST', path: `${T}/${kind}`, json: { templateId } }),
  groups: () => api.request({ method: 'GET', path: `${T}/group/list` }, ZTemplateGroupList),
  createGroup: (name: string) =>
    api.request({ method: 'POST', path: `${T}/group/create`, json: { name } }, ZTemplateGroupIdReply),
  renameGroup: (groupId: string, name: string) =>
    api.call({ method: 'POST', path: `${T}/group/rename`, json: { groupId, name } }),
  deleteGroup: (groupId: string) => api.call({ method: 'POST', path: `${T}/group/delete`, json: { groupId } }),
});
