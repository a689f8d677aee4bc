// The file manager's search values as the list call's filter (ZContractListQuery): empty fields are
// left out, date ranges become inclusive local date-times (from the start of the first day to the
// end of the last).
import type { TContractListQuery } from '@ecsign/core/model';
import type { TSearchValues } from '../../components/search-bar/search-field';

type TFilter = Omit<TContractListQuery, 'tab' | 'current' | 'size'>;

function text(values: TSearchValues, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function range(values: TSearchValues, name: string): [string | undefined, string | undefined] {
  const value = values[name];
  if (!Array.isArray(value)) return [undefined, undefined];
  const [from, to] = value as readonly [string, string];
  return [from ? `${from} 00:00:00` : undefined, to ? `${to} 23:59:59` : undefined];
}

export function listQueryFromSearch(values: TSearchValues): TFilter {
  const [initiateFrom, initiateTo] = range(values, 'initiateRange');
  const [deadlineFrom, deadlineTo] = range(values, 'deadlineRange');
  const filter: TFilter = {
    taskName: text(values, 'taskName'),
    taskNo: text(values, 'taskNo'),
    businessType: text(values, 'businessType'),
    initiatorName: text(values, 'initiatorName'),
    signatoryName: text(values, 'signatoryName'),
    kind: text(values, 'kind') as TFilter['kind'],
    listStatus: text(values, 'listStatus') as TFilter['listStatus'],
    initiateFrom,
    initiateTo,
    deadlineFrom,
    deadlineTo,
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as TFilter;
}
