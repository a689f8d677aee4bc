// The operation log's endpoints (endpoints.operationLogs). The search form's wall-clock times
// become instants here, in the viewer's own zone, so the server guesses none.
import type { ApiClient } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';
import type { TOperationLogFilterInput, TOperationOutcome } from '@ecsign/core/model';

export interface TOperationLogForm {
  user: string;
  action: string;
  /** `YYYY-MM-DDTHH:mm` from a datetime-local input, or empty. */
  from: string;
  to: string;
  outcome: TOperationOutcome | '';
}

export const EMPTY_OPERATION_LOG_FORM: TOperationLogForm = { user: '', action: '', from: '', to: '', outcome: '' };

export function operationLogFilter(form: TOperationLogForm): TOperationLogFilterInput {
  const instant = (text: string) => (text ? new Date(text).toISOString() : undefined);
  return {
    user: form.user.trim() || undefined,
    action: form.action.trim() || undefined,
    from: instant(form.from),
    to: instant(form.to),
    outcome: form.outcome || undefined,
  };
}

export const operationLogCalls = (api: ApiClient) => ({
  page: (form: TOperationLogForm, current: number, size: number) =>
    api.call(endpoints.operationLogs.page, { query: { ...operationLogFilter(form), current, size } }),
  exportCsv: async (form: TOperationLogForm) => {
    const file = await api.download(
      endpoints.operationLogs.export,
      { query: operationLogFilter(form) },
      { ecType: 'download' },
    );
    return {
      blob: new Blob([file.bytes.slice().buffer as ArrayBuffer], { type: 'text/csv;charset=utf-8' }),
      fileName: file.fileName ?? 'operation-log.csv',
    };
  },
});
