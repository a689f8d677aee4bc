// Spec items this file exercises (docs/spec-items.md): F-session-table-columns, K-page-sizes, F-column-task-name,
// F-column-task-number, F-column-scenario, F-column-initiator, F-column-creator, F-column-initiate-time,
// F-column-deadline, F-column-progress, F-column-total-files, F-column-last-saved, F-column-task-status,
// F-column-contract-name, F-column-contract-number, F-column-contract-id, F-column-business-type,
// F-column-file-type, F-column-signatory, F-column-signing-status, F-column-void-reason, F-column-void-route,
// F-column-operation, F-column-seal-name, F-column-seal-stamped, F-column-system-source,
// F-column-sending-department.
// The file manager's column chooser and page sizes: every column of the spec can be shown, the
// choice is kept in the session and used again, and pages hold 10, 20, 50 or 100 rows.
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { TABLE_COLUMN_KEYS, TABLE_COLUMN_LABELS } from '@ecsign/core/model';
import { ENTERPRISE, ok, renderScreen, USER } from '../../test-support/render-screen';
import { contractRow, page } from './contract-row.fixture';
import { FileManageScreen } from './file-manage-screen';

configure({ asyncUtilTimeout: 5000 });

const ENTERPRISE_USER = { ...USER, activeAccount: ENTERPRISE, permissions: ['contract:initiate', 'contract:view'] };
const ROW = contractRow({ listStatus: 'OTHER', systemSource: 'OPEN_API', sendDepartment: '人事部', fileType: 'WORD' });
const LIST = { 'POST contract/list': () => ok(page([ROW])) };
const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

// Whole-screen tests type and click a lot; a busy machine must not fail them on time alone.
describe('file manager columns and page sizes', { timeout: 60_000 }, () => {
  it('offers every column of the spec but the always-shown operation column', async () => {
    const { user } = await renderScreen(<FileManageScreen params={{}} />, {
      user: ENTERPRISE_USER,
      url: '/contract/fileManage?tab=INITIATED',
      routes: LIST,
    });
    await screen.findByText('采购合同');
    expect(headers()).toContain('操作');
    await user.click(screen.getByTestId('column-chooser'));
    const choices = within(screen.getByRole('group', { name: '显示列' })).getAllByRole('checkbox');
    const labels = choices.map((box) => document.querySelector(`label[for="${box.id}"]`)?.textContent);
    expect(TABLE_COLUMN_KEYS).toHaveLength(25);
    expect(labels).toEqual(
      TABLE_COLUMN_KEYS.filter((key) => key !== 'operation').map((key) => TABLE_COLUMN_LABELS[key].zh),
    );
  });

  it('shows a chosen column with the row value, hides an unchosen one, and keeps the choice in the session', async () => {
    const { user, store } = await renderScreen(<FileManageScreen params={{}} />, {
      user: ENTERPRISE_USER,
      url: '/contract/fileManage?tab=INITIATED',
      routes: LIST,
    });
    await screen.findByText('采购合同');
    expect(headers()).not.toContain('系统来源');
    await user.click(screen.getByTestId('column-chooser'));
    await user.click(screen.getByRole('checkbox', { name: '系统来源' }));
    await user.click(screen.getByRole('checkbox', { name: '发送部门' }));
    await user.click(screen.getByRole('checkbox', { name: '任务编号' }));
    await waitFor(() => expect(headers()).toContain('系统来源'));
    expect(headers()).toContain('发送部门');
    expect(headers()).not.toContain('任务编号');
    const table = screen.getByRole('table');
    // The plan's origin by its label (spec item F-column-system-source).
    expect(within(table).getByText('开放接口')).toBeTruthy();
    expect(within(table).getByText('人事部')).toBeTruthy();
    const stored = (await store.get('tableColumns'))?.['fileManage.INITIATED'] ?? [];
    expect(stored.filter((column) => column.visible).map((column) => column.key)).toEqual(
      expect.arrayContaining(['systemSource', 'sendDepartment', 'taskName']),
    );
    expect(stored.find((column) => column.key === 'taskNo')?.visible).toBe(false);
  });

  it('uses a choice already in the session, for its own tab only', async () => {
    const chosen = ['taskName', 'fileType', 'contractId'];
    await renderScreen(<FileManageScreen params={{}} />, {
      user: ENTERPRISE_USER,
      url: '/contract/fileManage?tab=INITIATED',
      routes: LIST,
      session: {
        tableColumns: {
          'fileManage.INITIATED': TABLE_COLUMN_KEYS.map((key) => ({ key, visible: chosen.includes(key) })),
        },
      },
    });
    await screen.findByText('采购合同');
    expect(headers()).toEqual(['任务名称', '合同ID', '文件类型', '操作']);
    expect(within(screen.getByRole('table')).getByText('Word')).toBeTruthy();
  });

  it('pages by 10 rows by default and offers 10, 20, 50 and 100', async () => {
    const { user, calls } = await renderScreen(<FileManageScreen params={{}} />, {
      user: ENTERPRISE_USER,
      url: '/contract/fileManage?tab=INITIATED',
      routes: LIST,
    });
    await screen.findByText('采购合同');
    expect(calls.find((call) => call.path === 'contract/list')!.body).toMatchObject({ size: 10 });
    await user.click(screen.getByRole('combobox', { name: '每页条数' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10 条/页',
      '20 条/页',
      '50 条/页',
      '100 条/页',
    ]);
    await user.click(screen.getByRole('option', { name: '50 条/页' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'contract/list').at(-1)!.body).toMatchObject({
        size: 50,
        current: 1,
      }),
    );
  });
});
