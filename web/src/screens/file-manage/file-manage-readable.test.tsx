// The file manager read as a person reads it: every status whole with its label as a tooltip,
// the row actions pinned to the table's right edge, a status filter offering every status a row
// shows (refused apart from withdrawn), business types by name in the chosen language, times
// labelled with their zone, and a download saved as "<contract name>-<number>.pdf".
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { SHOWN_LIST_STATUS_LABELS, shownStatusesOfTab } from '@ecsign/core/model';
import type { ApiClient } from '@ecsign/core/api';
import { ENTERPRISE, ok, renderScreen, USER } from '../../test-support/render-screen';
import { contractRow, page } from './contract-row.fixture';
import { downloadContractFiles } from './download-contract-files';
import { FileManageScreen } from './file-manage-screen';

configure({ asyncUtilTimeout: 5000 });

const ENTERPRISE_USER = { ...USER, activeAccount: ENTERPRISE, permissions: ['contract:initiate', 'contract:view'] };

const ROWS = [
  contractRow({ planId: 'draft', taskStatus: 0, listStatus: 'PENDING' }),
  contractRow({ planId: 'signing', listStatus: 'SIGNING' }),
  contractRow({ planId: 'other', listStatus: 'OTHER' }),
  contractRow({ planId: 'complete', taskStatus: 5, listStatus: 'COMPLETE' }),
  contractRow({ planId: 'refuse', taskStatus: 3, listStatus: 'REFUSE', voidRoute: 'REFUSE' }),
  contractRow({ planId: 'revoke', taskStatus: 3, listStatus: 'REVOKE', voidRoute: 'REVOKE' }),
  contractRow({ planId: 'expired', taskStatus: 4, listStatus: 'EXPIRED', voidRoute: 'EXPIRED' }),
];

describe('/contract/fileManage readable', { timeout: 40_000 }, () => {
  it('shows every status whole, with the label as its tooltip, in English too', async () => {
    for (const language of ['zh', 'en'] as const) {
      const { unmount } = await renderScreen(<FileManageScreen params={{}} />, {
        user: ENTERPRISE_USER,
        language,
        url: '/contract/fileManage?tab=ALL',
        routes: { 'POST contract/list': ok(page(ROWS)) },
      });
      const expected = ['DRAFT', 'SIGNING', 'OTHER', 'COMPLETE', 'REFUSE', 'REVOKE', 'EXPIRED'] as const;
      for (const [index, status] of expected.entries()) {
        const row = await screen.findByTestId(`row-${ROWS[index]!.planId}`);
        const badge = within(row).getByTestId('status-badge');
        const label = SHOWN_LIST_STATUS_LABELS[status][language];
        expect(badge.textContent).toBe(label);
        expect(badge.getAttribute('title')).toBe(label);
        expect(badge.closest('td')!.style.whiteSpace).toBe('nowrap');
      }
      unmount();
    }
  });

  it('pins the operation column to the right edge so Sign and Download stay in view', async () => {
    await renderScreen(<FileManageScreen params={{}} />, {
      user: ENTERPRISE_USER,
      language: 'en',
      url: '/contract/fileManage?tab=ALL',
      routes: { 'POST contract/list': ok(page(ROWS)) },
    });
    const header = await screen.findByRole('columnheader', { name: 'Actions' });
    expect(header.style.position).toBe('sticky');
    expect(header.style.right).toBe('0px');
    const actions = within(await screen.findByTestId('row-signing')).getByTestId('row-actions');
    expect(actions.closest('td')!.style.position).toBe('sticky');
  });

  it('offers every shown status in the filter and sends the one chosen (refused apart from withdrawn)', async () => {
    const { user, calls } = await renderScreen(<FileManageScreen params={{}} />, {
      user: ENTERPRISE_USER,
      url: '/contract/fileManage?tab=ALL',
      routes: { 'POST contract/list': ok(page(ROWS)) },
    });
    await screen.findByTestId('row-draft');
    await user.click(screen.getByRole('button', { name: '高级搜索' }));
    const drawer = screen.getByRole('dialog', { name: '高级搜索' });
    await user.click(within(drawer).getByRole('combobox', { name: '任务状态' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      shownStatusesOfTab('ALL').map((status) => SHOWN_LIST_STATUS_LABELS[status].zh),
    );
    expect(options.map((option) => option.textContent)).toEqual(expect.arrayContaining(['已拒签', '已撤销']));
    await user.click(screen.getByRole('option', { name: '已拒签' }));
    await user.click(within(drawer).getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'contract/list').at(-1)!.body).toEqual({
        tab: 'ALL',
        current: 1,
        size: 10,
        listStatus: 'REFUSE',
      }),
    );
  });

  it('names business types in the chosen language and labels the time zone of times', async () => {
    await renderScreen(<FileManageScreen params={{}} />, {
      user: ENTERPRISE_USER,
      language: 'en',
      url: '/contract/fileManage?tab=ALL',
      routes: {
        'POST contract/list': ok(
          page([
            contractRow({ planId: 'g', businessType: 'GENERAL', businessTypeName: null }),
            contractRow({ planId: 'own', businessType: 'OFFICE_LEASE', businessTypeName: '办公室租赁' }),
          ]),
        ),
      },
    });
    expect(within(await screen.findByTestId('row-g')).getByText('General')).toBeTruthy();
    expect(within(screen.getByTestId('row-own')).getByText('办公室租赁')).toBeTruthy();
    expect(screen.queryByText('GENERAL')).toBeNull();
    expect(screen.getAllByRole('columnheader', { name: /\(UTC\+8\)|（UTC\+8）/ }).length).toBeGreaterThanOrEqual(2);
  });

  it('saves a download as "<contract name>-<number>.pdf"', async () => {
    const saved: string[] = [];
    const api = {
      call: async () => ({
        taskNo: 'T20261122001',
        documents: [{ documentId: 'd1', index: 0, name: '采购/合同.pdf' }],
      }),
      download: async () => ({ bytes: new Uint8Array([1]) }),
    } as unknown as ApiClient;
    expect(await downloadContractFiles(api, 'p1', (_bytes, name) => saved.push(name))).toBe(1);
    expect(saved).toEqual(['采购_合同-T20261122001.pdf']);
  });
});
