import { describe, expect, it } from 'vitest';
import { listQueryFromSearch } from './list-query-from-search';

describe('listQueryFromSearch', () => {
  it('drops empty fields and keeps the chosen ones', () => {
    expect(
      listQueryFromSearch({
        taskName: '采购',
        taskNo: '',
        kind: 'GROUP',
        listStatus: 'COMPLETE',
        signatoryName: '',
        initiateRange: ['', ''],
      }),
    ).toEqual({ taskName: '采购', kind: 'GROUP', listStatus: 'COMPLETE' });
  });

  it('turns a date range into an inclusive local date-time range', () => {
    expect(
      listQueryFromSearch({ initiateRange: ['2026-11-01', '2026-11-22'], deadlineRange: ['', '2026-12-31'] }),
    ).toEqual({
      initiateFrom: '2026-11-01 00:00:00',
      initiateTo: '2026-11-22 23:59:59',
      deadlineTo: '2026-12-31 23:59:59',
    });
  });

  it('sends the shown status the filter chose, refusals apart from withdrawals', () => {
    expect(listQueryFromSearch({ listStatus: 'REFUSE' })).toEqual({ listStatus: 'REFUSE' });
    expect(listQueryFromSearch({ listStatus: 'DRAFT' })).toEqual({ listStatus: 'DRAFT' });
  });
});
