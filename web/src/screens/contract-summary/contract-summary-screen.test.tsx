// Spec items this file exercises (docs/spec-items.md): R-contract-summary, S-task-draft.
// The contract summary in jsdom: the facts, the document with the parties' positions, the audit
// trail, the template panel, the QR code to /verify once complete (at the staff's QR base URL when
// set), and revoking from here.
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { fakePdfLoader } from '../../components/pdf-pages/fake-pdf-document';
import { ENTERPRISE, failure, ok, renderScreen, USER } from '../../test-support/render-screen';
import { contractDetail, pdfReply } from '../file-sign/contract-detail.fixture';
import { ContractSummaryScreen } from './contract-summary-screen';

// Replies and pdf.js stand-ins resolve late on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const ENTERPRISE_USER = { ...USER, activeAccount: ENTERPRISE, permissions: ['contract:initiate', 'contract:view'] };
const PARAMS = { planId: 'plan-1', fileIndex: '0', queryStatus: 'INITIATED' };

async function open(detail = contractDetail(), routes: Record<string, unknown> = {}) {
  const fake = fakePdfLoader({ pages: 2 });
  return renderScreen(<ContractSummaryScreen params={PARAMS} loader={fake.loader} />, {
    user: ENTERPRISE_USER,
    url: '/contract/summary/plan-1/0/INITIATED/',
    routes: {
      'GET contract/plan/plan-1': ok(detail),
      'GET contract/plan/plan-1/document/doc-1/pdf': pdfReply,
      ...(routes as object),
    },
  });
}

// Whole-screen tests type and click a lot; a busy machine must not fail them on time alone.
const SCREEN_TEST_TIMEOUT = 20_000;

/** A completed contract with its verification code: the summary shows the QR code to /verify. */
const completedContract = () =>
  contractDetail({
    status: 5,
    listStatus: 'COMPLETE',
    verificationCode: 'ABCD1234EFGH5678',
    finishedAt: '2026-11-22 10:00:00',
    actions: { sign: false, refuse: false, revoke: false, urge: false, edit: false, download: true },
  });

describe('/contract/summary', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('shows the facts, the positions on the document, the audit trail and the template panel', async () => {
    const detail = contractDetail({
      events: [
        {
          at: '2026-11-22 09:05:00',
          kind: 'SENT',
          actorName: '管理员',
          enterpriseName: '演示科技有限公司',
          ip: '10.0.0.1',
          detail: null,
          confirmation: null,
        },
        {
          at: '2026-11-22 09:10:00',
          kind: 'VIEWED',
          actorName: '张三',
          enterpriseName: null,
          ip: '10.0.0.2',
          detail: null,
          confirmation: null,
        },
        {
          at: '2026-11-22 09:12:00',
          kind: 'SIGNED',
          actorName: '张三',
          enterpriseName: null,
          ip: '10.0.0.2',
          detail: null,
          confirmation: 'SIGN_PASSWORD',
        },
      ],
      templatePanel: {
        title: '采购模板',
        type: 'PURCHASE',
        templateInfoList: [{ labelName: '金额', labelVal: '100 元' }],
      },
    });
    const { user } = await open(detail);
    expect(await screen.findByText('T20261122001')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('overlay-box')).toHaveLength(2));
    await user.click(screen.getByRole('tab', { name: '签署记录' }));
    const trail = within(screen.getByTestId('contract-events'));
    expect(trail.getByText(/10\.0\.0\.1/)).toBeTruthy();
    expect(trail.getByText('查看')).toBeTruthy();
    expect(trail.getAllByTestId('event-confirmation').map((line) => line.textContent)).toEqual(['签署密码确认']);
    await user.click(screen.getByRole('tab', { name: '模板信息' }));
    expect(screen.getByText('采购模板')).toBeTruthy();
    expect(screen.getByText('100 元')).toBeTruthy();
    expect(screen.queryByTestId('qr-code')).toBeNull();
  });

  it('labels a draft "草稿" (Draft), not the list set\'s "已挂起" (Suspended)', async () => {
    await open(contractDetail({ status: 0, listStatus: 'PENDING' }));
    expect((await screen.findByTestId('summary-status')).textContent).toBe('草稿');
  });

  it('offers the verification QR code and the certificate once complete', async () => {
    await open(completedContract());
    const qr = await screen.findByTestId('qr-code');
    expect(qr.getAttribute('data-text')).toBe(`${window.location.origin}/verify?code=ABCD1234EFGH5678`);
    expect(screen.getByRole('button', { name: '下载签署证明' })).toBeTruthy();
  });

  it("points the verification QR code at the staff's QR base URL when one is set", async () => {
    await open(completedContract(), {
      'GET bc/assemble/qrcode/portal': ok({
        baseUrl: 'https://verify.example.cn/ec',
        size: 96,
        errorCorrectionLevel: 'Q',
      }),
    });
    const qr = await screen.findByTestId('qr-code');
    expect(qr.getAttribute('data-text')).toBe('https://verify.example.cn/ec/verify?code=ABCD1234EFGH5678');
    expect(qr.getAttribute('data-level')).toBe('Q');
  });

  it('revokes with a reason and shows the new state', async () => {
    let revoked = false;
    const { user, calls } = await open(undefined, {
      'GET contract/plan/plan-1': () =>
        ok(
          revoked
            ? contractDetail({ status: 3, listStatus: 'REVOKE', voidRoute: 'REVOKE', voidReason: '重新谈' })
            : contractDetail({
                actions: { sign: false, refuse: false, revoke: true, urge: true, edit: false, download: false },
              }),
        ),
      'POST contract/revoke': () => {
        revoked = true;
        return ok({ planId: 'plan-1', status: 3, voidRoute: 'REVOKE' });
      },
    });
    await user.click(await screen.findByRole('button', { name: '撤销' }));
    const dialog = await screen.findByTestId('reason-dialog');
    await user.type(within(dialog).getByLabelText('撤销原因'), '重新谈');
    await user.click(within(dialog).getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(screen.getByTestId('summary-status').textContent).toBe('已撤销'));
    expect(calls.find((call) => call.path === 'contract/revoke')!.body).toEqual({ planId: 'plan-1', reason: '重新谈' });
    expect(screen.getByText('重新谈')).toBeTruthy();
  });

  it('shows the refusal for a plan the caller may not see', async () => {
    await open(undefined, { 'GET contract/plan/plan-1': () => failure(63000001, 404) });
    expect((await screen.findByTestId('summary-failure')).textContent).not.toBe('');
    expect(screen.queryByTestId('contract-summary')).toBeNull();
  });

  it('for an unknown plan says so and links back to the file-manager tab it came from', async () => {
    await open(undefined, { 'GET contract/plan/plan-1': () => failure(6300001, 404) });
    const failed = await screen.findByTestId('summary-failure');
    expect(within(failed).getByRole('heading', { name: '无法打开这份合同' })).toBeTruthy();
    expect(within(failed).getByText('任务不存在')).toBeTruthy();
    const back = within(failed).getByRole('link', { name: '返回文件管理' });
    expect(back.getAttribute('href')).toBe('/contract/fileManage?tab=INITIATED');
  });
});
