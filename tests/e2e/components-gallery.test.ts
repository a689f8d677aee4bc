// The /components gallery for real: the built server serves the built portal to Chromium; every
// shared screen part renders and works, the language select turns the gallery English, /refresh
// reloads the user and returns, and the security check popup passes and fails against the
// server's real getCaptcha and checkCaptcha.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium } from '../support/launch-chromium';
import { startBuiltServer, type BuiltServer } from '../support/start-built-server';

describe('components gallery in Chromium', () => {
  let server: BuiltServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchChromium()]);
    page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('账号').fill('admin');
    await page.getByLabel('密码').fill('Admin@2026');
    // The test server skips the captcha check; the field still has to be filled.
    await page.getByLabel('验证码').fill('AB12');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL('**/home');
    await page.goto(`${server.url}/components`);
    await page.getByTestId('components-gallery').waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const section = (id: string) => page.getByTestId(`gallery-${id}`);
  const chooseState = (id: string, label: string) =>
    section(id).getByTestId(`gallery-${id}-states`).getByText(label, { exact: true }).click();

  it('shows every part under its title', async () => {
    const titles = await page.locator('section h3').allTextContents();
    expect(titles).toEqual([
      '搜索栏',
      '分页表格',
      '面包屑导航',
      '预览对话框',
      '模板信息面板',
      '树形控件',
      '密码强度框',
      '图片验证码',
      '发送验证码按钮',
      '安全验证弹窗',
    ]);
    expect(await page.title()).toBe('电子合同签署系统');
    await expect
      .poll(() => page.getByRole('navigation', { name: '当前位置' }).first().textContent())
      .toContain('组件库');
  });

  it('search bar: filters input, searches 800 ms after typing, and resets', async () => {
    const bar = section('search-bar');
    await bar.getByLabel('任务名称').pressSequentially('劳动 合同#1');
    expect(await bar.getByLabel('任务名称').inputValue()).toBe('劳动合同1');
    await expect.poll(() => bar.getByTestId('gallery-search-result').textContent()).toContain('"taskName":"劳动合同1"');
    await bar.getByRole('button', { name: '高级搜索' }).click();
    const drawer = page.getByRole('dialog', { name: '高级搜索' });
    await drawer.getByLabel('只看我的').check();
    await drawer.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => bar.getByTestId('gallery-search-result').textContent()).toContain('"mine":true');
    await bar.getByRole('button', { name: '重置' }).click();
    const reset = JSON.parse((await bar.getByTestId('gallery-search-result').textContent()) ?? '{}');
    expect(reset).toEqual({
      taskName: '',
      taskStatus: '',
      signDeadline: '',
      contractNo: '',
      initiateTime: ['', ''],
      mine: false,
    });
  });

  it('paged table: five rows a page, first and last page, and its empty, loading and error states', async () => {
    const table = section('paged-table');
    const firstCells = () => table.locator('tbody tr td:first-child').allTextContents();
    expect(await firstCells()).toEqual(['T0001', 'T0002', 'T0003', 'T0004', 'T0005']);
    expect(await table.getByText('共 57 条').isVisible()).toBe(true);
    await table.getByRole('button', { name: '尾页' }).click();
    expect(await firstCells()).toEqual(['T0056', 'T0057']);
    await table.getByRole('button', { name: '首页' }).click();
    expect((await firstCells())[0]).toBe('T0001');

    await chooseState('paged-table', '空');
    expect(await table.getByTestId('table-empty').textContent()).toBe('暂无数据');
    await chooseState('paged-table', '加载中');
    expect(await table.getByTestId('table-loading').isVisible()).toBe(true);
    await chooseState('paged-table', '出错');
    expect(await table.getByRole('alert').textContent()).toBe('数据加载失败');
    await chooseState('paged-table', '有数据');
  });

  it('preview dialogs: a 250×250 picture and formatted JSON 980 px wide', async () => {
    await section('dialogs').getByRole('button', { name: '图片预览' }).click();
    const picture = page.getByRole('dialog', { name: '图片预览' }).getByTestId('image-preview');
    // Measured once the dialog's opening transition has settled (mid-scale it measured 250.00002).
    const settledSize = async (locator: Locator) => {
      const box = await locator.boundingBox();
      return box && { width: Math.round(box.width * 100) / 100, height: Math.round(box.height * 100) / 100 };
    };
    await expect.poll(() => settledSize(picture), { timeout: 5000 }).toEqual({ width: 250, height: 250 });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: '图片预览' }).waitFor({ state: 'detached' });

    await section('dialogs').getByRole('button', { name: '内容预览' }).click();
    const dialog = page.getByRole('dialog', { name: '内容预览' });
    await expect.poll(async () => (await settledSize(dialog))?.width, { timeout: 5000 }).toBe(980);
    expect(await dialog.getByTestId('content-preview').textContent()).toContain('\n  "title": "入职合同组",');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('template panel, tree, password strength, picture captcha and send-code button', async () => {
    const panel = section('template-panel');
    expect(await panel.getByTestId('template-contract-entry').count()).toBe(2);
    await panel.getByRole('tab', { name: '抄送列表' }).click();
    expect(await panel.getByRole('tabpanel').textContent()).toBe('暂无数据');

    const tree = section('tree');
    expect(await tree.getByRole('treeitem').count()).toBe(7);
    await tree.getByLabel('输入关键字进行过滤').fill('招聘');
    expect(await tree.getByRole('treeitem').count()).toBe(3);
    await tree.getByLabel('输入关键字进行过滤').fill('');

    const password = section('password-strength');
    const meter = password.getByRole('meter', { name: '密码强度' });
    await password.getByLabel('密码', { exact: true }).fill('abc');
    expect(await meter.getAttribute('aria-valuenow')).toBe('1');
    await password.getByLabel('密码', { exact: true }).fill('Admin@2026');
    expect(await meter.getAttribute('aria-valuenow')).toBe('3');

    const captcha = section('picture-captcha').getByTestId('captcha-image').locator('img');
    await expect.poll(() => captcha.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await chooseState('picture-captcha', '出错');
    await expect
      .poll(() => section('picture-captcha').getByTestId('captcha-image').textContent())
      .toBe('获取图片验证码失败，请重试');
    await chooseState('picture-captcha', '有数据');

    const send = section('send-code').getByTestId('send-code');
    await send.click();
    await expect.poll(() => send.textContent()).toMatch(/^(60|59)秒后重新获取$/);
    expect(await send.isDisabled()).toBe(true);
  });

  it('tree: drag and drop reorders siblings and refuses another parent', async () => {
    const tree = section('tree');
    const labels = () =>
      tree.getByRole('treeitem').evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')));
    await tree.getByTestId('tree-row-hr').dragTo(tree.getByTestId('tree-row-finance'));
    expect((await labels()).slice(0, 5)).toEqual(['演示科技有限公司', '信息部', '财务部', '人事部', '招聘组']);
    await tree.getByTestId('tree-row-it').dragTo(tree.getByTestId('tree-row-sales'));
    expect(await tree.getByRole('alert').textContent()).toBe('只能在同级节点之间拖动');
    expect((await labels()).slice(0, 3)).toEqual(['演示科技有限公司', '信息部', '财务部']);
  });

  it('security check, slider: a wrong drag fails and refreshes, the right one passes with a verification', async () => {
    await section('security-check').getByTestId('open-slider-check').click();
    const popup = page.getByRole('dialog', { name: '请完成安全验证' });
    await popup.waitFor();
    const original = popup.getByTestId('captcha-original');
    await waitForPicture(original);
    expect(await popup.getByTestId('captcha-bar-text').textContent()).toBe('向右滑动完成验证');

    const answer = await solveSlider(popup);
    await drag(popup, answer > 130 ? answer - 80 : answer + 80);
    await expect.poll(() => popup.getByTestId('captcha-bar').getAttribute('data-tone')).toBe('failure');
    expect(await popup.getByTestId('captcha-bar-text').textContent()).toBe('验证失败');
    const failedPicture = await original.getAttribute('src');
    // A new picture arrives by itself a second later.
    await expect.poll(() => original.getAttribute('src'), { timeout: 5000 }).not.toBe(failedPicture);
    await expect.poll(() => popup.getByTestId('captcha-bar').getAttribute('data-tone')).toBe('neutral');

    await waitForPicture(original);
    await drag(popup, await solveSlider(popup));
    await popup.waitFor({ state: 'detached' });
    const verification = await section('security-check')
      .getByTestId('gallery-verification')
      .locator('pre')
      .textContent();
    expect(verification).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('security check, click-words: numbered clicks, a miss turns the bar red and new pictures follow', async () => {
    await section('security-check').getByTestId('open-click-check').click();
    const popup = page.getByRole('dialog', { name: '请完成安全验证' });
    const original = popup.getByTestId('captcha-original');
    await waitForPicture(original);
    expect(await popup.getByTestId('captcha-bar-text').textContent()).toMatch(/^请依次点击【.,.,.】$/);
    const picture = popup.getByTestId('captcha-picture');
    // Three clicks in one corner can hit at most one of three characters set far apart.
    await picture.click({ position: { x: 4, y: 4 } });
    await picture.click({ position: { x: 6, y: 5 } });
    expect(await popup.getByTestId('captcha-marker').allTextContents()).toEqual(['1', '2']);
    const before = await original.getAttribute('src');
    await picture.click({ position: { x: 8, y: 6 } });
    await expect.poll(() => popup.getByTestId('captcha-bar').getAttribute('data-tone')).toBe('failure');
    expect(await popup.getByTestId('captcha-bar-text').textContent()).toBe('验证失败');
    await expect.poll(() => original.getAttribute('src'), { timeout: 5000 }).not.toBe(before);
    expect(await popup.getByTestId('captcha-marker').count()).toBe(0);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
  });

  it('/refresh reloads the user and goes back to ?redirect=', async () => {
    await page.goto(`${server.url}/refresh?redirect=%2Fcomponents`);
    await page.waitForURL('**/components');
    await page.getByTestId('components-gallery').waitFor();
    expect(await page.getByTestId('header-user').textContent()).toBe('王管理');
  });

  it('speaks English after switching the language in the header', async () => {
    await page.getByRole('combobox', { name: '语言' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await expect.poll(() => section('search-bar').locator('h3').textContent()).toBe('Search bar');
    expect(await page.locator('section h3').allTextContents()).toEqual([
      'Search bar',
      'Paged table',
      'Breadcrumb header',
      'Preview dialogs',
      'Template information panel',
      'Tree',
      'Password strength box',
      'Picture captcha',
      'Send-code button',
      'Security check popup',
    ]);
    expect(await section('search-bar').getByRole('button', { name: 'Search', exact: true }).isVisible()).toBe(true);
    expect(await section('search-bar').getByLabel('Task name').isVisible()).toBe(true);
    expect(await section('paged-table').getByRole('button', { name: 'Last page' }).isVisible()).toBe(true);
    expect(await section('paged-table').getByText('57 in total').isVisible()).toBe(true);
    expect(await section('template-panel').getByRole('tab', { name: 'CC list' }).isVisible()).toBe(true);
    expect(await section('picture-captcha').getByLabel('Captcha', { exact: true }).isVisible()).toBe(true);

    await section('security-check').getByTestId('open-slider-check').click();
    const popup = page.getByRole('dialog', { name: 'Please complete the security verification' });
    await waitForPicture(popup.getByTestId('captcha-original'));
    expect(await popup.getByTestId('captcha-bar-text').textContent()).toBe('Slide to the right to complete the puzzle');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
  });

  async function waitForPicture(image: Locator) {
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(310);
  }

  /** Drags the slider's handle `dx` pixels to the right with the mouse. */
  async function drag(popup: Locator, dx: number) {
    const box = (await popup.getByTestId('captcha-handle').boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx / 2, y, { steps: 5 });
    await page.mouse.move(x + dx, y, { steps: 5 });
    await page.mouse.up();
  }
});

/**
 * Where the piece fits, read from the pictures as a person would see it: the server shades the
 * hole as 40 % of the background plus 12, and the piece carries the background unshaded, so the
 * right offset is the one where the hole's pixels best match the piece's pixels shaded that way.
 */
function solveSlider(popup: Locator): Promise<number> {
  return popup.evaluate((root) => {
    const pixels = (img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      return context.getImageData(0, 0, canvas.width, canvas.height);
    };
    const original = pixels(root.querySelector<HTMLImageElement>('[data-testid="captcha-original"]')!);
    const piece = pixels(root.querySelector<HTMLImageElement>('[data-testid="captcha-jigsaw"]')!);
    let best = { x: 0, error: Infinity };
    for (let x = 0; x + piece.width <= original.width; x++) {
      let error = 0;
      for (let v = 0; v < piece.height; v++) {
        for (let u = 0; u < piece.width; u++) {
          const p = (v * piece.width + u) * 4;
          if (piece.data[p + 3] !== 255) continue;
          const o = (v * original.width + x + u) * 4;
          for (let c = 0; c < 3; c++) error += Math.abs(original.data[o + c]! - (0.4 * piece.data[p + c]! + 12));
        }
      }
      if (error < best.error) best = { x, error };
    }
    return best.x;
  });
}
