// Spec items this file exercises (docs/spec-items.md): R-start-ent-contract, F-plan-task-name, F-plan-documents,
// F-plan-attachments, F-plan-persons, V-attachments.
// The initiation form in jsdom over the real portal session and api client: the plan defaults (K-plan-defaults) go
// out with the body, files are checked before they travel, problems show next to their fields,
// a saved draft continues on /prePlaced, and a draft opens again with what was saved.
import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TContractInitiate, TUploadedFile } from '@ecsign/core/model';
import { ok, renderScreen, USER, ENTERPRISE } from '../../test-support/render-screen';
import { fakePdfLoader } from '../../components/pdf-pages/fake-pdf-document';
import { StartEntContractScreen } from './start-ent-contract-screen';

// Replies and pdf.js stand-ins resolve late on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const ENTERPRISE_USER = { ...USER, activeAccount: ENTERPRISE, permissions: ['contract:initiate', 'contract:view'] };

function fakeUploader() {
  let n = 0;
  return vi.fn(async (file: File, kind: 'DOCUMENT' | 'ATTACHMENT'): Promise<TUploadedFile> => {
    n += 1;
    return {
      fileId: `f${n}`,
      fileName: file.name,
      kind,
      fileSize: file.size,
      sha256: 'ab',
      contentType: 'application/pdf',
      converted: false,
    };
  });
}

function pdfFile(name = '采购合同.pdf', size = 1000) {
  const file = new File([new Uint8Array(10)], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function chooseFiles(testId: string, files: File[]) {
  const input = screen.getByTestId(testId).querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

async function fillRequired(user: Awaited<ReturnType<typeof renderScreen>>['user']) {
  await user.type(screen.getByLabelText(/任务名称/), '2026 采购合同');
  await user.type(screen.getByLabelText(/业务类型/), 'PURCHASE');
  const row = within(screen.getByTestId('parties-signatories')).getByTestId('party-row');
  await user.type(within(row).getByLabelText('姓名'), '张三');
  await user.type(within(row).getByLabelText('手机号'), '13800138000');
}

/** pdf.js cannot draw in jsdom: the first-page previews are drawn by a stand-in. */
const pdfLoader = fakePdfLoader().loader;

// Whole-screen tests type and click a lot; a busy machine must not fail them on time alone.
const SCREEN_TEST_TIMEOUT = 60_000;

describe('/entcontract/startEntContract', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('saves a draft with the plan defaults and the uploaded document, then continues on /prePlaced', async () => {
    const uploader = fakeUploader();
    const { user, calls } = await renderScreen(
      <StartEntContractScreen params={{}} uploader={uploader} loader={pdfLoader} />,
      {
        user: ENTERPRISE_USER,
        url: '/entcontract/startEntContract',
        routes: { 'POST contract/plan/draft': ok({ planId: 'plan-1', version: 1, taskNo: 'T1' }) },
      },
    );
    await fillRequired(user);
    await chooseFiles('files-document', [pdfFile()]);
    await waitFor(() => expect(screen.getAllByTestId('uploaded-file')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '下一步：指定签署位置' }));
    await waitFor(() => expect(window.location.pathname).toBe('/prePlaced'));
    expect(window.location.search).toBe('?planId=plan-1');
    const body = calls.find((call) => call.path === 'contract/plan/draft')!.body as TContractInitiate;
    expect(body.kind).toBe('SINGLE');
    expect(body.plan).toMatchObject({
      taskName: '2026 采购合同',
      businessType: 'PURCHASE',
      sendTimeState: 'ENABLE',
      orderState: 'DISORDER',
      watermarkState: 'DISABLE',
      positionState: 'ENABLE',
      planSendDocumentVOList: [{ documentName: '采购合同.pdf', fileId: 'f1' }],
    });
    expect(body.signatories).toEqual([
      expect.objectContaining({ subjectType: 'PERSONAL', name: '张三', mobile: '13800138000', signOrder: 1 }),
    ]);
  });

  it('shows every problem next to its field and sends nothing', async () => {
    const { user, calls } = await renderScreen(
      <StartEntContractScreen params={{}} uploader={fakeUploader()} loader={pdfLoader} />,
      {
        user: ENTERPRISE_USER,
      },
    );
    await user.type(screen.getByLabelText(/签署截止时间/), '2020-01-01T10:00');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(screen.getByTestId('form-problems').textContent).toContain('处需要修改');
    expect(screen.getByText('签署截止时间不能早于当前时间')).toBeTruthy();
    expect(screen.getByText('请上传至少一份签署文件')).toBeTruthy();
    expect(screen.getAllByText('此项为必填项').length).toBeGreaterThanOrEqual(4);
    expect(calls.filter((call) => call.path.startsWith('contract/'))).toEqual([]);
  });

  it('refuses a 9 MB attachment and a 101st attachment before uploading', async () => {
    const uploader = fakeUploader();
    await renderScreen(<StartEntContractScreen params={{}} uploader={uploader} loader={pdfLoader} />, {
      user: ENTERPRISE_USER,
    });
    await chooseFiles('files-attachment', [pdfFile('big.pdf', 9 * 1024 * 1024)]);
    expect((await screen.findByTestId('field-error')).textContent).toMatch(/big\.pdf: .*8 ?MB/);
    const many = Array.from({ length: 101 }, (_, i) => pdfFile(`a${i}.pdf`));
    await chooseFiles('files-attachment', many);
    await waitFor(() => expect(screen.getByTestId('field-error').textContent).toMatch(/100/));
    expect(uploader).not.toHaveBeenCalled();
  });

  it('refuses a document that is neither PDF nor Word', async () => {
    const uploader = fakeUploader();
    await renderScreen(<StartEntContractScreen params={{}} uploader={uploader} loader={pdfLoader} />, {
      user: ENTERPRISE_USER,
    });
    await chooseFiles('files-document', [new File(['x'], 'photo.png', { type: 'image/png' })]);
    expect((await screen.findByTestId('field-error')).textContent).toContain('photo.png');
    expect(uploader).not.toHaveBeenCalled();
  });

  it('flags two signatories with the same role', async () => {
    const { user } = await renderScreen(
      <StartEntContractScreen params={{}} uploader={fakeUploader()} loader={pdfLoader} />,
      {
        user: ENTERPRISE_USER,
      },
    );
    await user.click(within(screen.getByTestId('parties-signatories')).getByRole('button', { name: '添加' }));
    const rows = within(screen.getByTestId('parties-signatories')).getAllByTestId('party-row');
    await user.type(within(rows[0]!).getByLabelText('签署角色'), '甲方');
    await user.type(within(rows[1]!).getByLabelText('签署角色'), '甲方');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(screen.getByText('签署角色重复')).toBeTruthy();
  });

  it('opens a saved draft again and sends its version back', async () => {
    const draft = {
      planId: 'plan-9',
      version: 4,
      taskNo: 'T9',
      kind: 'GROUP',
      plan: {
        taskName: '旧草稿',
        businessType: 'HR',
        orderState: 'ORDER',
        endTime: '2099-01-01 18:00:00',
        planSendDocumentVOList: [{ documentName: 'a.pdf', fileId: 'fa' }],
      },
      signatories: [
        {
          subjectType: 'ENTERPRISE',
          name: '王五',
          mobile: '13800138001',
          enterpriseName: '乙公司',
          signOrder: 2,
          sealTypes: ['CONTRACT'],
        },
      ],
      batchRecipients: [],
      ccList: [],
    };
    const { user, calls } = await renderScreen(
      <StartEntContractScreen params={{}} uploader={fakeUploader()} loader={pdfLoader} />,
      {
        user: ENTERPRISE_USER,
        url: '/entcontract/startEntContract?planId=plan-9',
        routes: {
          'GET contract/plan/plan-9/form': ok(draft),
          'POST contract/plan/draft': ok({ planId: 'plan-9', version: 5, taskNo: 'T9' }),
        },
      },
    );
    expect(await screen.findByDisplayValue('旧草稿')).toBeTruthy();
    expect(screen.getByDisplayValue('2099-01-01T18:00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByTestId('draft-saved')).toBeTruthy();
    const body = calls.find((call) => call.path === 'contract/plan/draft')!.body as TContractInitiate;
    expect(body).toMatchObject({ planId: 'plan-9', version: 4, kind: 'GROUP' });
    expect(body.plan.endTime).toBe('2099-01-01 18:00:00');
    expect(body.signatories[0]).toMatchObject({ enterpriseName: '乙公司', signOrder: 2, sealTypes: ['CONTRACT'] });
  });

  it('shows the server refusal in the user language', async () => {
    const uploader = fakeUploader();
    const { user } = await renderScreen(<StartEntContractScreen params={{}} uploader={uploader} loader={pdfLoader} />, {
      user: ENTERPRISE_USER,
      routes: {
        'POST contract/plan/draft': () =>
          new Response(JSON.stringify({ status: 6300001, message: 'x', data: null }), { status: 403 }),
      },
    });
    await fillRequired(user);
    await chooseFiles('files-document', [pdfFile()]);
    await waitFor(() => expect(screen.getAllByTestId('uploaded-file')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect((await screen.findByTestId('contract-failure')).textContent).not.toBe('');
  });

  it('offers the enterprise business types, signing processes and contacts to pick signatories from', async () => {
    const uploader = fakeUploader();
    const contact = {
      contactId: 'c1',
      signatoryType: 'ENTERPRISE',
      name: '王五',
      mobile: '13800138009',
      enterpriseName: '丙公司',
      groupId: null,
      groupName: null,
      createdAt: '2026-11-01 10:00:00',
      updatedAt: '2026-11-01 10:00:00',
    };
    const { user, calls } = await renderScreen(
      <StartEntContractScreen params={{}} uploader={uploader} loader={pdfLoader} />,
      {
        user: ENTERPRISE_USER,
        routes: {
          'GET cb/assemble/businessType/list': ok([
            { businessTypeId: 'b1', code: 'PURCHASE', name: '采购', status: 'ENABLE' },
            { businessTypeId: 'b2', code: 'OLD', name: '旧类型', status: 'DISABLE' },
          ]),
          'GET cb/assemble/process/usable': ok({
            total: 1,
            current: 1,
            records: [{ processId: 'p1', name: '密码确认流程', status: 'ENABLE', updatedAt: '2026-11-01 10:00:00' }],
          }),
          'POST cb/assemble/contact/pick': ok({ total: 1, records: [contact], current: 1 }),
          'POST contract/plan/draft': ok({ planId: 'plan-2', version: 1, taskNo: 'T2' }),
        },
      },
    );
    await user.type(screen.getByLabelText(/任务名称/), '框架协议');
    // The enterprise's enabled signing processes are offered; the plan carries the one picked.
    await user.click(await screen.findByRole('combobox', { name: /签署流程/ }));
    await user.click(await screen.findByRole('option', { name: '密码确认流程' }));
    // Once the list has come, the business type is a select (a combobox) of the enabled types.
    await user.click(await screen.findByRole('combobox', { name: /业务类型/ }));
    expect(screen.queryByRole('option', { name: '旧类型' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: '采购' }));
    await user.click(within(screen.getByTestId('parties-signatories')).getByRole('button', { name: '从联系人选择' }));
    await user.click(await screen.findByRole('checkbox', { name: /王五/ }));
    await user.click(screen.getByRole('button', { name: '添加（1）' }));
    await chooseFiles('files-document', [pdfFile()]);
    await waitFor(() => expect(screen.getAllByTestId('uploaded-file')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByTestId('draft-saved')).toBeTruthy();
    const body = calls.find((call) => call.path === 'contract/plan/draft')!.body as TContractInitiate;
    expect(body.plan).toMatchObject({ businessType: 'PURCHASE', businessTypeName: '采购', processId: 'p1' });
    expect(body.signatories).toEqual([
      expect.objectContaining({
        subjectType: 'ENTERPRISE',
        name: '王五',
        mobile: '13800138009',
        enterpriseName: '丙公司',
      }),
    ]);
  });

  it('shows the share uploaded as a percentage, then the uploaded document with its first page', async () => {
    const pdf = fakePdfLoader({ pages: 3 });
    let finish: (uploaded: TUploadedFile) => void = () => undefined;
    const uploader = vi.fn(
      (file: File, kind: 'DOCUMENT' | 'ATTACHMENT', onProgress?: (percent: number) => void) =>
        new Promise<TUploadedFile>((resolve) => {
          onProgress?.(42);
          finish = resolve;
          void file;
          void kind;
        }),
    );
    await renderScreen(<StartEntContractScreen params={{}} uploader={uploader} loader={pdf.loader} />, {
      user: ENTERPRISE_USER,
    });
    await chooseFiles('files-document', [pdfFile('采购合同.pdf')]);
    await waitFor(() =>
      expect(screen.getByTestId('upload-progress').textContent).toContain('正在上传 采购合同.pdf：42%'),
    );
    expect(screen.getByRole('progressbar', { name: '采购合同.pdf' }).getAttribute('aria-valuenow')).toBe('42');
    expect(screen.queryByTestId('first-page-preview')).toBeNull();

    finish({
      fileId: 'f1',
      fileName: '采购合同.pdf',
      kind: 'DOCUMENT',
      fileSize: 1000,
      sha256: 'ab',
      contentType: 'application/pdf',
      converted: false,
    });
    await waitFor(() => expect(screen.getByTestId('first-page-preview').getAttribute('data-state')).toBe('drawn'));
    expect(screen.queryByTestId('upload-progress')).toBeNull();
    expect(screen.getByRole('img', { name: '采购合同.pdf 第 1 页预览' })).toBeTruthy();
    // Only the first page is drawn, small: 120 px wide for an A4 page of 595 pt.
    expect(pdf.rendered).toEqual([{ page: 1, scale: 120 / 595 }]);
  });
});
