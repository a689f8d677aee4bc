// Logs a user in on the portal's password login page in Chromium, as a person does, and waits for
// /home. The test server is started with ECSIGN_TEST_SKIP_CAPTCHA: the captcha is still typed.
import type { Page } from 'playwright-core';

export async function logInPortal(
  page: Page,
  serverUrl: string,
  user: { username: string; password: string },
  options: { internal?: boolean } = {},
): Promise<void> {
  // Platform staff log in on the internal login page.
  await page.goto(`${serverUrl}/${options.internal ? 'loginInternal' : 'login'}`);
  await page.getByRole('textbox', { name: '账号' }).fill(user.username);
  await page.getByLabel('密码', { exact: true }).fill(user.password);
  await page.getByRole('textbox', { name: '验证码' }).fill('AB12');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL('**/home');
}
