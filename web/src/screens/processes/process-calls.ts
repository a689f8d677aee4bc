// The signing-process endpoints the screen calls (bodies from core/model/processes.ts).
import type { ApiClient } from '@ecsign/core/api';
import {
  ZProcessDetail,
  ZProcessIdReply,
  ZProcessNoticeFileReply,
  ZProcessRow,
  type TProcessSaveRequest,
} from '@ecsign/core/model';

const P = 'cb/assemble/process';

export const processCalls = (api: ApiClient) => ({
  list: (filter: { name?: string }, current: number, size: number) =>
    api.page({ method: 'GET', path: `${P}/list`, filter, current, size }, ZProcessRow),
  detail: (processId: string) =>
    api.request({ method: 'GET', path: `${P}/detail`, query: { processId } }, ZProcessDetail),
  create: (name: string) => api.request({ method: 'POST', path: `${P}/create`, json: { name } }, ZProcessIdReply),
  save: (request: TProcessSaveRequest) =>
    api.request({ method: 'POST', path: `${P}/save`, json: request }, ZProcessIdReply),
  uploadNotice: (processId: string, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.request(
      { method: 'POST', path: `${P}/noticeFile`, query: { processId }, multipart: form },
      ZProcessNoticeFileReply,
    );
  },
  change: (kind: 'enable' | 'disable' | 'delete', processId: string) =>
    api.call({ method: 'POST', path: `${P}/${kind}`, json: { processId } }),
});
