// Spec items this file exercises (docs/spec-items.md): R-pre-placed.
// /prePlaced in jsdom with a fake pdf.js document: a click places the chosen party's box at the
// point, keyword positioning puts a box on the keyword or says "keyword missing", and sending
// carries every party's positions in PDF points with one request id.
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TContractInitiate } from '@ecsign/core/model';
import { ok } from '../../test-support/render-screen';
import { DRAFT, openPrePlaced as open, pdfReply } from './open-pre-placed.fixture';

// Replies and pdf.js stand-ins resolve late on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 20_000 });

function clickPage(page: HTMLElement, x: number, y: number) {
  page.getBoundingClientRect = () => ({
    left: 0,
    top: 0,
    right: 595,
    bottom: 842,
    width: 595,
    height: 842,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  fireEvent.click(page, { clientX: x, clientY: y });
}

// Whole-screen tests type and click a lot; a busy machine must not fail them on time alone.
const SCREEN_TEST_TIMEOUT = 60_000;

describe('/prePlaced', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('places a signature box for the first party where the page is clicked', async () => {
    await open();
    clickPage(screen.getAllByTestId('pdf-page')[0]!, 200, 742);
    const box = await screen.findByTestId('overlay-box');
    // 120 × 50 pt centred on (200, 842 − 742 = 100).
    expect(box.getAttribute('data-rect')).toBe('140.0,75.0,120.0,50.0');
    expect(box.getAttribute('aria-label')).toContain('甲方');
    const firstParty = screen.getAllByRole('radio')[0]!.getAttribute('value');
    expect(screen.getByTestId(`count-${firstParty}`).textContent).toBe('1');
  });

  it('places by keyword, and says the keyword is missing when it is not in the document', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: /乙方/ }));
    await user.type(screen.getByLabelText('关键字定位'), '不存在的字');
    await user.click(screen.getByRole('button', { name: '按关键字放置' }));
    expect(await screen.findByText('文档中未找到签章关键字')).toBeTruthy();
    expect(screen.queryByTestId('overlay-box')).toBeNull();
    await user.clear(screen.getByLabelText('关键字定位'));
    await user.type(screen.getByLabelText('关键字定位'), '乙方（盖章）');
    await user.click(screen.getByRole('button', { name: '按关键字放置' }));
    const page2 = screen.getAllByTestId('pdf-page')[1]!;
    const box = await within(page2).findByTestId('overlay-box');
    expect(box.getAttribute('aria-label')).toContain('乙方');
  });

  it('refuses to send while a party has no position, then sends every position', async () => {
    const { user, calls } = await open({
      'POST contract/plan/send': ok({ planIds: ['plan-1'], taskNos: ['T1'] }),
    });
    clickPage(screen.getAllByTestId('pdf-page')[0]!, 100, 100);
    await user.click(screen.getByRole('button', { name: '发起签署' }));
    expect((await screen.findByTestId('missing-positions')).textContent).toContain('乙方');
    await user.click(screen.getByRole('radio', { name: /乙方/ }));
    clickPage(screen.getAllByTestId('pdf-page')[1]!, 300, 300);
    // Placed: the warning goes at once, before anything is sent again.
    await waitFor(() => expect(screen.queryByTestId('missing-positions')).toBeNull());
    await user.click(screen.getByRole('button', { name: '发起签署' }));
    await waitFor(() => expect(window.location.pathname).toBe('/contract/fileManage'));
    const body = calls.find((call) => call.path === 'contract/plan/send')!.body as TContractInitiate;
    expect(body).toMatchObject({ planId: 'plan-1', version: 2 });
    expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(body.signatories[0]!.positions).toEqual([
      expect.objectContaining({ documentIndex: 0, page: 1, kind: 'SIGNATURE', width: 120, height: 50 }),
    ]);
    expect(body.signatories[1]!.positions).toEqual([
      expect.objectContaining({ page: 2, kind: 'SEAL', x: 240.5, y: 482.5, width: 119, height: 119 }),
    ]);
  });

  it('copies the selected position to every page and deletes it again', async () => {
    const { user } = await open();
    clickPage(screen.getAllByTestId('pdf-page')[0]!, 200, 700);
    await screen.findByTestId('overlay-box');
    await user.click(screen.getByRole('button', { name: '复制到每一页' }));
    const [first, second] = screen.getAllByTestId('pdf-page');
    expect(within(first!).getAllByTestId('overlay-box')).toHaveLength(1);
    expect(within(second!).getByTestId('overlay-box').getAttribute('data-rect')).toBe(
      within(first!).getByTestId('overlay-box').getAttribute('data-rect'),
    );
    await user.click(screen.getByRole('button', { name: '删除所选' }));
    expect(within(first!).queryByTestId('overlay-box')).toBeNull();
    expect(within(second!).getAllByTestId('overlay-box')).toHaveLength(1);
  });

  it('places on the second document of a batch for every recipient at once', async () => {
    const batch = {
      ...DRAFT,
      kind: 'BATCH',
      plan: {
        ...DRAFT.plan,
        orderState: 'DISORDER',
        planSendDocumentVOList: [
          { documentName: 'a.pdf', fileId: 'file-a' },
          { documentName: 'b.pdf', fileId: 'file-b' },
        ],
      },
      signatories: [DRAFT.signatories[1]],
      batchRecipients: [
        { subjectType: 'PERSONAL', name: '员工一', mobile: '13800138011' },
        { subjectType: 'PERSONAL', name: '员工二', mobile: '13800138012' },
      ],
    };
    const { user, calls } = await open({
      'GET contract/plan/plan-1/form': ok(batch),
      'GET contract/file/upload/file-b': pdfReply,
      'POST contract/plan/draft': ok({ planId: 'plan-1', version: 3, taskNo: 'T1' }),
    });
    await user.click(screen.getByRole('tab', { name: 'b.pdf' }));
    await waitFor(() => expect(calls.some((call) => call.path === 'contract/file/upload/file-b')).toBe(true));
    await waitFor(() => expect(screen.getAllByTestId('pdf-page')).toHaveLength(2));
    await user.click(screen.getByRole('radio', { name: '每位批量接收方' }));
    clickPage(screen.getAllByTestId('pdf-page')[0]!, 300, 400);
    await screen.findByTestId('overlay-box');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(calls.some((call) => call.path === 'contract/plan/draft')).toBe(true));
    const body = calls.find((call) => call.path === 'contract/plan/draft')!.body as TContractInitiate;
    expect(body.batchRecipients!.map((row) => row.positions)).toEqual([
      [expect.objectContaining({ documentIndex: 1, page: 1, kind: 'SIGNATURE' })],
      [expect.objectContaining({ documentIndex: 1, page: 1, kind: 'SIGNATURE' })],
    ]);
    expect(body.signatories![0]!.positions).toEqual([]);
  });
});
