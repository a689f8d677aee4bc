// Contacts, notices and help end to end in Chromium against the built server: lisi adds a contact
// and imports a CSV file (one row refused, with its line and problem); a join-application result
// and a system notice published by the staff member arrive, the header's count shows them, opening
// one marks it read and the count goes down; the help centre lists the built-in user guide, whose
// PDF preview draws its pages with pdf.js. Then the staff member edits a message template (an
// unknown placeholder is refused), publishes a system notice and uploads a help document.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBuiltPortal } from '../support/built-portal';
import { accessToken, ecapi, type EcapiOptions } from '../support/ecapi';
import { logInPortal } from '../support/log-in-portal';

describe('contacts, notices and help in Chromium', () => {
  const portal = useBuiltPortal();
  let page: Page;
  const folder = mkdtempSync(join(tmpdir(), 'ecsign-contacts-e2e-'));

  beforeAll(async () => {
    page = await portal.browser.newPage();
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const api = <T>(path: string, options: EcapiOptions = {}) =>
    ecapi<T>(portal.server.url, options.body === undefined ? 'GET' : 'POST', path, options);
  const bellCount = () => page.getByTestId('notice-bell-count').getAttribute('data-count');

  it('logs in and adds a contact', async () => {
    await logInPortal(page, portal.server.url, { username: 'lisi', password: 'Lisi@2026' });

    await page.goto(`${portal.server.url}/contact`);
    await expect.poll(() => page.getByTestId('table-empty').isVisible()).toBe(true);
    await page.getByTestId('contact-add').click();
    const form = page.getByTestId('contact-form');
    await form.getByRole('textbox', { name: '姓名' }).fill('王五');
    await form.getByRole('textbox', { name: '手机号' }).fill('13800001111');
    await form.getByTestId('contact-save').click();
    await expect.poll(() => page.getByRole('cell', { name: '王五' }).isVisible()).toBe(true);
  });

  it('imports a CSV file: valid rows join the list, a bad row is reported by line', async () => {
    const csv = join(folder, 'contacts.csv');
    writeFileSync(
      csv,
      '\ufeff签署方类型,姓名,手机号,企业名称,分组\r\n企业,赵六,13800002222,六六科技有限公司,供应商\r\n个人,钱七,123,,\r\n',
    );
    await page.getByTestId('contact-import-open').click();
    const dialog = page.getByTestId('contact-import');
    await dialog.locator('input[type="file"]').setInputFiles(csv);
    await dialog.getByTestId('contact-import-start').click();
    const result = dialog.getByTestId('contact-import-result');
    await expect.poll(() => result.textContent()).toContain('共2行，成功导入1个联系人，新建1个分组，1行未导入。');
    expect(await dialog.getByTestId('contact-import-failures').textContent()).toContain('第3行手机号格式错误');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('cell', { name: '六六科技有限公司' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('contact-group-nav').textContent()).toContain('供应商');
  });

  it('shows arriving notices in the header and counts one down when it is read', async () => {
    await expect.poll(bellCount).toBe('0');
    // A join-application result for lisi, and a system notice for everyone.
    const lisi = await accessToken(portal.server.url, { username: 'lisi', password: 'Lisi@2026' });
    const admin = await accessToken(portal.server.url, { username: 'admin', password: 'Admin@2026' });
    const ops = await accessToken(portal.server.url, { username: 'ops', password: 'Ops@2026ec' }, 'INSIDE');
    const application = await api<{ applicationId: string }>('cb/assemble/enterprise/join/apply', {
      token: lisi,
      body: { enterpriseName: '演示科技有限公司', reason: '新入职' },
    });
    await api('cb/assemble/enterprise/join/approve', {
      token: admin,
      body: { applicationId: application.applicationId },
    });
    const draft = await api<{ systemNoticeId: string }>('cb/assemble/notice/system/save', {
      token: ops,
      body: { title: '系统维护通知', content: '今晚22:00至23:00系统维护。' },
    });
    await api('cb/assemble/notice/system/publish', { token: ops, body: { systemNoticeId: draft.systemNoticeId } });

    await page.goto(`${portal.server.url}/notice/index`);
    await expect.poll(bellCount).toBe('2');
    await page.getByRole('button', { name: '加入演示科技有限公司的申请已通过' }).click();
    await expect
      .poll(() => page.getByTestId('notice-detail').textContent())
      .toContain('您加入演示科技有限公司的申请已通过');
    await expect.poll(bellCount).toBe('1');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: /系统通知/ }).click();
    await expect.poll(() => page.getByRole('button', { name: '系统维护通知' }).isVisible()).toBe(true);
    await page.getByTestId('notice-read-all').first().click();
    await expect.poll(bellCount).toBe('0');
  });

  it('opens the help centre and previews the user guide PDF with pdf.js', async () => {
    await page.goto(`${portal.server.url}/help/index`);
    const guide = page.getByTestId('help-item').filter({ hasText: 'ecsign User Guide' });
    await guide.getByTestId('help-open').click();
    await page.waitForURL('**/help/filePreview?id=builtin-user-guide');
    await expect.poll(() => page.getByTestId('help-pdf-page').textContent(), { timeout: 30_000 }).toBe('第1页，共3页');
    const inked = () =>
      page.getByTestId('help-pdf-canvas').evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i]! < 100 && data[i + 3]! > 0) dark += 1;
        return dark;
      });
    await expect.poll(inked, { timeout: 30_000 }).toBeGreaterThan(500);
    await page.getByTestId('help-pdf-next').click();
    await expect.poll(() => page.getByTestId('help-pdf-canvas').getAttribute('data-page')).toBe('2');
    expect(await page.getByTestId('help-pdf-page').textContent()).toBe('第2页，共3页');
  });

  it('lets platform staff edit templates, publish a system notice and upload help material', async () => {
    const staff = await portal.browser.newPage();
    await logInPortal(staff, portal.server.url, { username: 'ops', password: 'Ops@2026ec' }, { internal: true });

    await staff.goto(`${portal.server.url}/notice/index`);
    await staff.getByRole('tab', { name: '消息模板' }).click();
    const signed = staff.getByTestId('template-type-CONTRACT_SIGNED');
    await signed.getByRole('button', { name: '编辑模板' }).first().click();
    const editor = staff.getByTestId('template-edit');
    const text = editor.getByRole('textbox', { name: '模板内容' });
    await text.fill('【电子签】{signerName}签了{contractName}，金额{amount}');
    await editor.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => editor.textContent()).toContain('消息模板包含不支持的占位符');
    await text.fill('【电子签】{signerName}已签署《{contractName}》');
    await editor.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => signed.textContent()).toContain('【电子签】{signerName}已签署《{contractName}》');

    await staff.getByRole('tab', { name: '通知发布' }).click();
    await staff.getByRole('button', { name: '新建通知' }).click();
    await staff.getByRole('textbox', { name: '标题' }).fill('新版本上线');
    await staff.getByRole('textbox', { name: '通知内容' }).fill('新版本已于今日上线。');
    await staff.getByRole('button', { name: '保存' }).click();
    const row = staff.getByRole('row').filter({ hasText: '新版本上线' });
    await expect.poll(() => row.textContent()).toContain('草稿');
    await row.getByRole('button', { name: '发布' }).click();
    await expect.poll(() => row.textContent()).toContain('已发布');

    const pdf = join(folder, 'manual.pdf');
    writeFileSync(
      pdf,
      new Uint8Array(
        await (await fetch(`${portal.server.url}/ecapi/cb/assemble/help/file/builtin-user-guide`)).arrayBuffer(),
      ),
    );
    await staff.goto(`${portal.server.url}/help/index`);
    await staff.getByRole('button', { name: '上传资料' }).click();
    await staff.getByRole('textbox', { name: '标题' }).fill('企业管理员手册');
    await staff.locator('input[type="file"]').setInputFiles(pdf);
    await staff.getByRole('dialog').getByRole('button', { name: '上传资料' }).click();
    // The upload is stored and checked before the list reloads: on a loaded runner that takes
    // longer than the poll's default second.
    await expect
      .poll(() => staff.getByTestId('help-documents').textContent(), { timeout: 30_000 })
      .toContain('企业管理员手册');
    await staff.close();

    // lisi's header counts the new system notice.
    await page.goto(`${portal.server.url}/notice/index`);
    await expect.poll(bellCount).toBe('1');
  });
});
