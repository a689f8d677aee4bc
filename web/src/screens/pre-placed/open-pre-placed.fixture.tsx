// /prePlaced opened in jsdom on a two-party draft with a fake two-page pdf.js document (the
// keyword 乙方（盖章） on page 2): the start shared by the screen's placement and palette tests.
import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakePdfLoader } from '../../components/pdf-pages/fake-pdf-document';
import { ENTERPRISE, ok, renderScreen, USER } from '../../test-support/render-screen';
import { PrePlacedScreen } from './pre-placed-screen';

const ENTERPRISE_USER = { ...USER, activeAccount: ENTERPRISE, permissions: ['contract:initiate'] };

export const DRAFT = {
  planId: 'plan-1',
  version: 2,
  taskNo: 'T1',
  kind: 'SINGLE',
  plan: {
    taskName: '采购合同',
    businessType: 'PURCHASE',
    orderState: 'ORDER',
    planSendDocumentVOList: [{ documentName: 'a.pdf', fileId: 'file-a' }],
  },
  signatories: [
    { subjectType: 'PERSONAL', name: '张三', mobile: '13800138000', roleName: '甲方', signOrder: 1 },
    {
      subjectType: 'ENTERPRISE',
      name: '李四',
      mobile: '13800138001',
      enterpriseName: '乙公司',
      roleName: '乙方',
      signOrder: 2,
    },
  ],
  batchRecipients: [],
  ccList: [],
};

export const pdfReply = () =>
  new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { 'content-type': 'application/pdf' } });

export async function openPrePlaced(routes: Record<string, unknown> = {}) {
  const fake = fakePdfLoader({
    pages: 2,
    text: { 2: [{ str: '乙方（盖章）', transform: [12, 0, 0, 12, 300, 150], width: 72, height: 12 }] },
  });
  const rendered = await renderScreen(<PrePlacedScreen params={{}} loader={fake.loader} />, {
    user: ENTERPRISE_USER,
    url: '/prePlaced?planId=plan-1',
    routes: {
      'GET contract/plan/plan-1/form': ok(DRAFT),
      'GET contract/file/upload/file-a': pdfReply,
      ...(routes as object),
    },
  });
  await waitFor(() => expect(screen.getAllByTestId('pdf-page')).toHaveLength(2));
  await waitFor(() => expect(screen.getByTestId('pre-placed').getAttribute('data-ready')).toBe('true'));
  return rendered;
}
