// The signing-process endpoints the screen calls (core/endpoints/processes.ts).
import type { ApiClient } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';
import type { TProcessSaveRequest } from '@ecsign/core/model';

const declared = endpoints.processes;

export const processCalls = (api: ApiClient) => ({
  list: (filter: { name?: string }, current: number, size: number) =>
    api.call(declared.list, { query: { ...filter, current, size } }),
  detail: (processId: string) => api.call(declared.detail, { query: { processId } }),
  create: (name: string) => api.call(declared.create, { body: { name } }),
  save: (request: TProcessSaveRequest) => api.call(declared.save, { body: request }),
  uploadNotice: (processId: string, file: File) =>
    api.call(declared.uploadNotice, { query: { processId }, files: { file } }),
  change: (kind: 'enable' | 'disable' | 'delete', processId: string) =>
    api.call(declared[kind], { body: { processId } }),
});
