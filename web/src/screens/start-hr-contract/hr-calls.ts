// The HR batch calls of the portal (core/endpoints/hr-batches.ts): templates and their columns, the
// sample list, parsing an uploaded list (nothing stored), the filled preview of a row, creating
// and starting a batch (rows in chunks), progress, results, pause / resume / cancel.
import type { ApiClient } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';
import {
  HR_ROWS_PER_REQUEST,
  type THrBatchView,
  type THrEmployeeRow,
  type THrParseReply,
  type THrTemplateOption,
} from '@ecsign/core/model';

const declared = endpoints.hrBatches;

export function listHrTemplates(api: ApiClient): Promise<THrTemplateOption[]> {
  return api.call(declared.templates);
}

export async function downloadSample(api: ApiClient, templateId: string): Promise<Blob> {
  const file = await api.download(declared.sample, { query: { templateId } }, { ecType: 'download' });
  return new Blob([file.bytes.slice().buffer as ArrayBuffer], { type: 'text/csv' });
}

export function parseEmployeeList(api: ApiClient, templateId: string, file: File): Promise<THrParseReply> {
  return api.call(declared.parse, { query: { templateId, fileName: file.name }, files: { file } });
}

export async function previewRow(api: ApiClient, templateId: string, row: THrEmployeeRow): Promise<Uint8Array> {
  const file = await api.download(declared.preview, { body: { templateId, row } }, { ecType: 'pdfDownload' });
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
  let batch = await api.call(declared.create, {
    body: {
      templateId: input.templateId,
      taskName: input.taskName,
      ...(input.endTime ? { endTime: input.endTime } : {}),
      rows: first,
    },
  });
  for (const rows of rest)
    batch = await api.call(declared.addRows, { params: { batchId: batch.batchId }, body: { rows } });
  return api.call(declared.start, {
    params: { batchId: batch.batchId },
    body: input.startTime ? { startTime: input.startTime } : {},
  });
}

export function readBatch(api: ApiClient, batchId: string): Promise<THrBatchView> {
  return api.call(declared.read, { params: { batchId } });
}

export function readRows(api: ApiClient, batchId: string, current: number, size: number) {
  return api.call(declared.rows, { params: { batchId }, query: { current, size } });
}

export function controlBatch(api: ApiClient, batchId: string, action: 'pause' | 'resume' | 'cancel') {
  return api.call(declared[action], { params: { batchId } });
}
