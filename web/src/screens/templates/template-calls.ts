// The template endpoints the screens call (endpoints.templates).
import type { ApiClient } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';
import type { TEnableState, TTemplateSaveRequest, TTemplateValues } from '@ecsign/core/model';

const declared = endpoints.templates;

/** The list's search: by name, group and state. */
export interface TTemplateFilter {
  name?: string;
  groupId?: string;
  status?: TEnableState;
}

export const templateCalls = (api: ApiClient) => ({
  list: (filter: TTemplateFilter, current: number, size: number) =>
    api.call(declared.list, { query: { ...filter, current, size } }),
  detail: (templateId: string) => api.call(declared.detail, { query: { templateId } }),
  file: async (templateId: string) =>
    (await api.download(declared.file, { query: { templateId } }, { ecType: 'pdfDownload' })).bytes,
  preview: async (templateId: string, values?: TTemplateValues) =>
    (
      await api.download(
        declared.preview,
        { body: { templateId, ...(values ? { values } : {}) } },
        { ecType: 'pdfDownload' },
      )
    ).bytes,
  upload: (query: { name: string; groupId?: string }, file: File) =>
    api.call(declared.upload, { query, files: { file } }),
  save: (design: TTemplateSaveRequest) => api.call(declared.save, { body: design }),
  change: (kind: 'enable' | 'disable' | 'delete', templateId: string) =>
    api.call(declared[kind], { body: { templateId } }),
  groups: () => api.call(declared.groups, { query: {} }),
  createGroup: (name: string) => api.call(declared.createGroup, { body: { name } }),
  renameGroup: (groupId: string, name: string) => api.call(declared.renameGroup, { body: { groupId, name } }),
  deleteGroup: (groupId: string) => api.call(declared.deleteGroup, { body: { groupId } }),
});
