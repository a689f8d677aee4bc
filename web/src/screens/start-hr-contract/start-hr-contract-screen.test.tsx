// The HR batch screen in jsdom over the real portal session and api client: a list with problems
// shows each row's problem and cannot be sent; a clean list is sent (rows, then start at the
// chosen time) and the screen follows the batch to its results.
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ENTERPRISE, ok, renderScreen, USER } from '../../test-support/render-screen';
import { StartHrContractScreen } from './start-hr-contract-screen';

configure({ asyncUtilTimeout: 5000 });

const HR_USER = { ...USER, activeAccount: ENTERPRISE, permissions: ['hr:batch', 'contract:initiate'] };
const ROW = {
  businessId: 'E1',
  name: '张三',
  mobile: '13800000003',
  idNumber: '11010519491231002X',
  values: { salary: '8000' },
};
const BATCH = {
  batchId: 'b1',
  templateId: 't1',
  taskName: '2026 劳动合同',
  state: 'WAITING_SEND',
  control: 'RUNNING',
  sendTimeState: 'ENABLE',
  startTime: '2027-01-04 09:00',
  endTime: null,
  rowCount: 1,
  waitingCount: 1,
  sentCount: 0,
  failedCount: 0,
  cancelledCount: 0,
  createdAt: '2026-11-22T06:00:00.000Z',
  finishedAt: null,
};

async function chooseTemplateAndUpload(user: Awaited<ReturnType<typeof renderScreen>>['user']) {
  await user.click(await screen.findByRole('combobox', { name: /合同模板/ }));
  await user.click(await screen.findByRole('option', { name: '劳动合同' }));
  const input = screen.getByTestId('hr-file').querySelector('input[type="file"]')!;
  fireEvent.change(input, {
    target: { files: [new File(['x'], 'employees.csv', { type: 'text/csv' })] },
  });
}

describe('/hrcontract/startHRContract', { timeout: 20_000 }, () => {
  it('shows every row problem of the list and sends nothing', async () => {
    const { user, calls } = await renderScreen(<StartHrContractScreen />, {
      user: HR_USER,
      url: '/hrcontract/startHRContract',
      routes: {
        'GET hr/batch/templates': ok([{ templateId: 't1', name: '劳动合同' }]),
        'POST hr/batch/parse': ok({
          rows: [ROW],
          issues: [{ row: 1, column: 'mobile', problem: 'MOBILE_INVALID', value: '1380' }],
        }),
      },
    });
    await chooseTemplateAndUpload(user);
    const issues = await screen.findByTestId('hr-issues');
    expect(within(issues).getByText('手机号格式不正确（1380）')).toBeTruthy();
    expect((screen.getByTestId('hr-send') as HTMLButtonElement).disabled).toBe(true);
    expect(calls.filter((c) => c.path === 'hr/batch/parse')[0]!.url.searchParams.get('templateId')).toBe('t1');
    expect(calls.some((c) => c.method === 'POST' && c.path === 'hr/batch')).toBe(false);
  });

  it('sends a clean list at the chosen time and follows the batch', async () => {
    let polled = 0;
    const { user, calls } = await renderScreen(<StartHrContractScreen />, {
      user: HR_USER,
      url: '/hrcontract/startHRContract',
      routes: {
        'GET hr/batch/templates': ok([{ templateId: 't1', name: '劳动合同' }]),
        'POST hr/batch/parse': ok({ rows: [ROW], issues: [] }),
        'POST hr/batch': ok(BATCH),
        'POST hr/batch/b1/start': ok(BATCH),
        'GET hr/batch/b1': () =>
          ok(++polled > 1 ? { ...BATCH, state: 'FINISH', sentCount: 1, waitingCount: 0 } : BATCH),
        'GET hr/batch/b1/rows': ok({
          total: 1,
          current: 1,
          records: [
            {
              rowId: 'r1',
              index: 1,
              businessId: 'E1',
              name: '张三',
              mobile: '13800000003',
              status: 'SENT',
              planId: 'p1',
              taskNo: 'HT20261122000001',
              planStatus: 1,
              errorStatus: null,
              errorMessage: null,
            },
          ],
        }),
      },
    });
    await chooseTemplateAndUpload(user);
    expect((await screen.findByTestId('hr-rows-read')).textContent).toContain('1');
    await user.type(screen.getByLabelText('任务名称'), '2026 劳动合同');
    await user.type(screen.getByLabelText(/定时发送/), '2027-01-04 09:00');
    await user.click(screen.getByTestId('hr-send'));
    await screen.findByTestId('hr-progress');
    const create = calls.find((c) => c.method === 'POST' && c.path === 'hr/batch')!;
    expect(create.body).toEqual({ templateId: 't1', taskName: '2026 劳动合同', rows: [ROW] });
    expect(calls.find((c) => c.path === 'hr/batch/b1/start')!.body).toEqual({ startTime: '2027-01-04 09:00' });
    await waitFor(() => expect(screen.getByTestId('hr-counts').textContent).toBe('已发送 1，失败 0，共 1'));
    expect(within(screen.getByTestId('hr-results')).getByText('HT20261122000001')).toBeTruthy();
  });
});
