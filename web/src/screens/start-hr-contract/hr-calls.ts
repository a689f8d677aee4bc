// The HR batch calls of the portal (core/model/hr-batches.ts): templates and their columns, the
// sample list, parsing an uploaded list (nothing stored), the filled preview of a row, creating
// and starting a batch (rows in chunks), progress, results, pause / resume / cancel.
import type { ApiClient } from '@ecsign/core/api';
import {
  HR_ROWS_PER_REQUEST,
  ZHrBatchView,
  ZHrParseReply,
  ZHrRowPage,
  ZHrTemplateOptions,
  type THrBatchView,
  type THrEmployeeRow,
  type THrParseReply,
  type THrTemplateOption,
} from '@ecsign/core/model';

const B = 'hr/batch';

export function listHrTemplates(api: ApiClient): Promise<THrTemplateOption[]> {
  return api.request({ method: 'GET', path: `${B}/templates` }, ZHrTemplateOptions);
}

export async function downloadSample(api: ApiClient, templateId: string): Promise<Blob> {
  const file = await api.download({ method: 'GET', path: `${B}/sample`, query: { templateId }, ecType: 'download' });
  return new Blob([file.bytes.slice().buffer as ArrayBuffer], { type: 'text/csv' });
}

export function parseEmployeeList(api: ApiClient, templateId: string, file: File): Promise<THrParseReply> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.request(
    { method: 'POST', path: `${B}/parse`, query: { templateId, fileName: file.name }, multipart: form },
    ZHrParseReply,
  );
}

export async function previewRow(api: ApiClient, templateId: string, row: THrEmployeeRow): Promise<Uint8Array> {
  const file = await api.download({
    method: 'POST',
    path: `${B}/preview`,
    json: { templateId, row },
    ecType: 'pdfDownload',
  });
  return file.bytes;
}

export async function sendBatch(
  api: ApiClient,
  input: { templateId: string; taskName: string; endTime?: string; startTime?: string; rows: THrEmployeeRow[] },
): Promise<THrBatchView> {
  const chunks = Array.from({ length: Math.ceil(input.rows.length / HR_ROWS_PER_REQUEST) }, (_, i) =>
    input.rows.slice(i * HR_ROWS_PER_REQUEST, (i + 1) * HR_ROWS_PER_REQUEST),
  );
  const [first = [], ...rest] = chunks;
  let batch = await api.request(
    {
      method: 'POST',
      path: B,
      json: {
        templateId: input.templateId,
        taskName: input.taskName,
        ...(input.endTime ? { endTime: input.endTime } : {}),
        rows: first,
      },
    },
    ZHrBatchView,
  );
  for (const rows of rest)
    batch = await api.request({ method: 'POST', path: `${B}/${batch.batchId}/rows`, json: { rows } }, ZHrBatchView);
  return api.request(
    {
      method: 'POST',
      path: `${B}/${batch.batchId}/start`,
      json: input.startTime ? { startTime: input.startTime } : {},
    },
    ZHrBatchView,
  );
}

export function readBatch(api: ApiClient, batchId: string): Promise<THrBatchView> {
  return api.request({ method: 'GET', path: `${B}/${batchId}` }, ZHrBatchView);
}

export function readRows(api: ApiClient, batchId: string, current: number, size: number) {
  return api.request({ method: 'GET', path: `${B}/${batchId}/rows`, query: { current, size } }, ZHrRowPage);
}

export function controlBatch(api: ApiClient, batchId: string, action: 'pause' | 'resume' | 'cancel') {
  return api.request({ method: 'POST', path: `${B}/${batchId}/${action}`, json: {} }, ZHrBatchView);
}
