// Real-name verification, enterprises and members end to end in Chromium against the built server
// (spec item R-screen-verification): a new person logs in, is asked to verify now or later, verifies (a wrong ID checksum is
// caught in the browser first), creates an enterprise and verifies it by payment verification — the
// sandbox bank's amount read from the server log, a wrong amount refused first — switches to it and
// invites a second person. The second person verifies by the face check (through /authBackPage),
// sees the invitation, applies to join with a reason and is approved by the first, who gives them a
// role; the second person then sees the enterprise in their list with that role. Finally the
// screens render in English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { computeCreditCodeCheckChar, computeIdCardCheckDigit } from '@ecsign/core/validation';
import { launchChromium } from '../support/launch-chromium';
import { startBuiltServer, type BuiltServer } from '../support/start-built-server';

const PASSWORD = 'Sign@2026a';
const FOUNDER = { mobile: '13900005001', name: '测试甲' };
const JOINER = { mobile: '13900005002', name: '测试乙' };
const ENTERPRISE = '测试企业甲有限公司';

/** A generated sandbox person's ID number (README: born 1900-01-01, any valid checksum). */
function generatedIdNumber(order: string): string {
  const body = `11010519000101${order}`;
  return body + computeIdCardCheckDigit(body);
}
/** Verifying a subject issues its certificate (a new key pair): allow for a busy machine. */
const SLOW = { timeout: 20_000 };
/** Any other wait for the portal or the server. */
const PATIENT = { timeout: 10_000 };
const CREDIT_BODY = '91999999MA0005001';
const CREDIT_CODE = CREDIT_BODY + computeCreditCodeCheckChar(CREDIT_BODY);

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

describe('verification journey in Chromium', () => {
  let server: BuiltServer;
  let browser: Browser;
  let founderContext: BrowserContext;
  let joinerContext: BrowserContext;
  let founder: Page;
  let joiner: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer({ ECSIGN_SANDBOX_OUTBOX_API: '1' }), launchChromium()]);
    founderContext = await browser.newContext();
    joinerContext = await browser.newContext();
    founder = await founderContext.newPage();
    joiner = await joinerContext.newPage();
    for (const person of [FOUNDER, JOINER]) await register(person.mobile);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${server.url}/ecapi/${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.status !== 200) throw new Error(`${path}: ${envelope.status} ${envelope.message}`);
    return envelope.data;
  }

  /** A new account through the API, with the SMS code from the sandbox outbox. */
  async function register(mobile: string) {
    await api('POST', 'message/sendEcAuthCode', { mobile, scene: 'REGISTER' });
    const { records } = await api<{ records: { scene: string | null; code: string | null }[] }>(
      'GET',
      `dev/outbox?to=${mobile}`,
    );
    const code = records.find((record) => record.scene === 'REGISTER')?.code;
    if (!code) throw new Error(`no registration code for ${mobile}`);
    await api('POST', 'cb/assemble/usercenter/userRegister/register', {
      mobile,
      code,
      password: PASSWORD,
      agreements: [1, 2, 3],
    });
  }

  async function logIn(page: Page, mobile: string) {
    await page.goto(`${server.url}/login`);
    await page.getByRole('textbox', { name: '账号' }).fill(mobile);
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: '验证码' }).fill('AB12');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => path(page), PATIENT).toBe('/home');
  }

  const path = (page: Page) => new URL(page.url()).pathname;

  /** The error a field shows: the element its aria-describedby names, with its text. */
  async function errorNextTo(page: Page, field: Locator): Promise<string | null> {
    await expect.poll(() => field.getAttribute('aria-invalid'), PATIENT).toBe('true');
    for (const id of ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean)) {
      const text = await page.locator(`[id="${id}"]`).textContent();
      if (text) return text;
    }
    return null;
  }

  /** Fills the identity step of /auth/person and goes on to the check. */
  async function enterIdentity(page: Page, name: string, idNumber: string) {
    await page.getByLabel('真实姓名').fill(name);
    await page.getByLabel('身份证号码').fill(idNumber);
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByTestId('person-method-form').waitFor();
  }

  it('asks the new person to verify now or later, then verifies them with the ID two-element check', async () => {
    await logIn(founder, FOUNDER.mobile);
    const notice = founder.getByRole('dialog', { name: '实名认证提醒' });
    await notice.waitFor();
    await notice.getByRole('button', { name: '立即认证' }).click();
    await expect.poll(() => path(founder), PATIENT).toBe('/auth/person');
    expect(await founder.getByTestId('person-auth-status').textContent()).toBe('未认证');

    // A typing error in the ID number is caught in the browser, with the catalogue's text.
    const wrong = generatedIdNumber('101').slice(0, 17) + (generatedIdNumber('101').endsWith('0') ? '1' : '0');
    await founder.getByLabel('真实姓名').fill(FOUNDER.name);
    await founder.getByLabel('身份证号码').fill(wrong);
    await founder.getByRole('button', { name: '下一步' }).click();
    expect(await errorNextTo(founder, founder.getByLabel('身份证号码'))).toBe('身份证号码有误，请检查后重新输入');

    await enterIdentity(founder, FOUNDER.name, generatedIdNumber('101'));
    expect(await founder.getByTestId('person-auth-status').textContent()).toBe('认证中');
    await founder.getByRole('radio', { name: '身份证二要素核验' }).check();
    await founder.getByRole('button', { name: '提交认证' }).click();
    await expect.poll(() => founder.getByTestId('person-auth-status').textContent(), SLOW).toBe('已认证');
    expect(await founder.getByTestId('verified-name').textContent()).toBe(FOUNDER.name);
    // The platform CA issued the person's certificate in the same step.
    expect(await founder.getByTestId('verified-certificate').textContent()).toMatch(/^[0-9a-f]+ · 已签发$/i);
    expect(await founder.getByTestId('verified-id-number').textContent()).not.toContain(generatedIdNumber('101'));
  });

  it('creates an enterprise and verifies it by payment verification with the sandbox bank amount', async () => {
    await founder.goto(`${server.url}/auth/company`);
    await founder.getByRole('button', { name: '认证新企业' }).click();
    const form = founder.getByTestId('enterprise-auth-form');
    await form.getByLabel('企业名称').fill(ENTERPRISE);
    await form.getByLabel('统一社会信用代码', { exact: true }).fill(`${CREDIT_CODE.slice(0, 17)}0`);
    await form.getByLabel('法定代表人姓名').fill('测试法人');
    await form.getByLabel('法定代表人身份证号码').fill(generatedIdNumber('103'));
    await form.getByLabel('企业地址').fill('北京市海淀区沙箱路1号');
    await form.getByRole('button', { name: '下一步' }).click();
    const creditCode = form.getByLabel('统一社会信用代码', { exact: true });
    if (!CREDIT_CODE.endsWith('0')) {
      expect(await errorNextTo(founder, creditCode)).toBe('统一社会信用代码有误，请检查后重新输入');
    }
    await creditCode.fill(CREDIT_CODE);
    await form.getByRole('button', { name: '下一步' }).click();

    const attempt = founder.getByTestId('enterprise-attempt');
    await attempt.waitFor();
    expect(await attempt.getByTestId('enterprise-attempt-status').textContent()).toBe('认证中');
    await attempt.getByRole('radio', { name: '对公打款验证' }).check();
    await attempt.getByLabel('开户银行').fill('沙箱银行');
    await attempt.getByLabel('对公账号').fill('6222 0000 1234 5678');
    const logged = server.output().length;
    await attempt.getByRole('button', { name: '发起打款' }).click();
    await attempt.getByTestId('payment-confirm-form').waitFor();

    // The sandbox bank has no statement: it logs what it paid (README "Payment verification").
    let amount = '';
    await expect
      .poll(() => (amount = /received (\d+\.\d{2}) CNY/.exec(server.output().slice(logged))?.[1] ?? ''))
      .not.toBe('');
    const field = attempt.getByLabel('到账金额');
    await field.fill(amount === '0.01' ? '0.02' : '0.01');
    await attempt.getByRole('button', { name: '确认金额' }).click();
    expect(await errorNextTo(founder, field)).toBe('对公打款验证失败，请核对打款金额');
    await expect
      .poll(() => attempt.getByTestId('payment-attempts-left').textContent(), PATIENT)
      .toBe('还可以输入 2 次');

    await field.fill(amount);
    await attempt.getByRole('button', { name: '确认金额' }).click();
    const notice = founder.getByTestId('company-auth-notice');
    await expect.poll(() => notice.textContent(), SLOW).toContain('企业实名认证已完成');
    await notice.getByRole('button', { name: '切换到企业账号' }).click();
    await expect.poll(() => path(founder), PATIENT).toBe('/home');
    await expect.poll(() => founder.getByTestId('header-account').textContent(), PATIENT).toBe(ENTERPRISE);
  });

  it('invites the second person from the enterprise administration', async () => {
    await founder.goto(`${server.url}/company/control`);
    await founder.getByRole('button', { name: '邀请成员' }).click();
    const dialog = founder.getByRole('dialog', { name: '邀请成员' });
    await dialog.getByLabel('手机号').fill(JOINER.mobile);
    await dialog.getByRole('button', { name: '发送邀请' }).click();
    await dialog.waitFor({ state: 'detached' });
    const invitations = founder.getByTestId('invitations');
    // Mobile numbers are shown masked.
    await expect
      .poll(() => invitations.textContent())
      .toContain(`${JOINER.mobile.slice(0, 3)}****${JOINER.mobile.slice(7)}`);
    expect(await invitations.textContent()).toContain('待接受');
  });

  it('lets the second person verify by the face check, returning through /authBackPage', async () => {
    await logIn(joiner, JOINER.mobile);
    // "Later" is remembered for the session: the notice does not come back on /home.
    await joiner.getByRole('dialog', { name: '实名认证提醒' }).getByRole('button', { name: '稍后认证' }).click();
    await joiner.getByRole('dialog', { name: '实名认证提醒' }).waitFor({ state: 'detached' });
    await joiner.reload();
    await joiner.getByTestId('welcome').waitFor();
    expect(await joiner.getByRole('dialog', { name: '实名认证提醒' }).count()).toBe(0);

    await joiner.goto(`${server.url}/auth/person`);
    await enterIdentity(joiner, JOINER.name, generatedIdNumber('102'));
    await joiner.getByRole('radio', { name: '人脸识别（公安部）' }).check();
    await joiner.getByRole('button', { name: '开始人脸识别' }).click();
    await expect.poll(() => path(joiner), PATIENT).toBe('/authBackPage');
    const outcome = joiner.getByTestId('auth-back-outcome');
    await expect.poll(() => outcome.getAttribute('data-outcome'), SLOW).toBe('passed');
    expect(await outcome.textContent()).toBe('人脸识别通过，个人实名认证已完成。');
    await joiner.getByRole('button', { name: '继续' }).click();
    await expect.poll(() => path(joiner), PATIENT).toBe('/auth/person');
    await expect.poll(() => joiner.getByTestId('person-auth-status').textContent(), PATIENT).toBe('已认证');
  });

  it('shows the invitation; the second person applies to join, is approved with a role, and declines the rest', async () => {
    await joiner.goto(`${server.url}/account/ent`);
    const invitations = joiner.getByTestId('my-invitations');
    await expect.poll(() => invitations.textContent(), PATIENT).toContain(ENTERPRISE);

    await joiner.getByLabel('企业名称').fill(ENTERPRISE);
    await joiner.getByLabel('申请理由').fill('新入职的人事专员');
    await joiner.getByRole('button', { name: '提交申请' }).click();
    const applications = joiner.getByTestId('my-applications');
    await expect.poll(() => applications.textContent(), PATIENT).toContain('待审核');

    await founder.goto(`${server.url}/account/ent`);
    const review = founder.getByTestId('join-review');
    await expect.poll(() => review.textContent(), PATIENT).toContain('新入职的人事专员');
    await review.getByRole('button', { name: '通过' }).click();
    const dialog = founder.getByRole('dialog', { name: '通过申请' });
    await dialog.getByRole('combobox', { name: '角色' }).click();
    await founder.getByRole('option', { name: '人事专员' }).click();
    await dialog.getByRole('button', { name: '通过' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => review.getByTestId('table-empty').count(), PATIENT).toBe(1);

    await joiner.reload();
    const mine = joiner.getByTestId('my-enterprises');
    await expect.poll(() => mine.textContent(), PATIENT).toContain(ENTERPRISE);
    expect(await mine.textContent()).toContain('人事专员');
    await expect.poll(() => joiner.getByTestId('my-applications').textContent(), PATIENT).toContain('已通过');
    // Already a member: the invitation is declined (accepting would be "already joined") and leaves
    // the list of open invitations.
    await joiner.getByTestId('my-invitations').getByRole('button', { name: '拒绝' }).click();
    await expect.poll(() => joiner.getByTestId('my-invitations').getByTestId('table-empty').count(), PATIENT).toBe(1);

    await founder.goto(`${server.url}/company/control`);
    const members = founder.getByTestId('members-tab');
    await expect.poll(() => members.textContent(), PATIENT).toContain(JOINER.name);
    expect(await members.textContent()).toContain('人事专员');
  });

  it('renders the screens in English', async () => {
    await founder.goto(`${server.url}/company/control`);
    await founder.getByTestId('members-tab').waitFor();
    await founder.getByRole('combobox', { name: '语言' }).click();
    await founder.getByRole('option', { name: 'English' }).click();
    await expect.poll(() => founder.getByRole('tab', { name: 'Members' }).count(), PATIENT).toBe(1);
    expect(await founder.getByRole('tab', { name: 'Roles' }).count()).toBe(1);
    expect(await founder.getByRole('button', { name: 'Invite a member' }).count()).toBe(1);

    await founder.goto(`${server.url}/account/ent`);
    await expect.poll(() => founder.getByRole('heading', { name: 'My enterprises' }).count(), PATIENT).toBe(1);
    await expect
      .poll(() => founder.getByTestId('my-enterprises').textContent(), PATIENT)
      .toContain('Super administrator');

    await founder.goto(`${server.url}/auth/company`);
    await expect.poll(() => founder.getByTestId('enterprise-auth-status').textContent(), PATIENT).toBe('Verified');
    expect(await founder.getByRole('heading', { name: 'My enterprise verifications' }).count()).toBe(1);

    await founder.goto(`${server.url}/auth/person`);
    await expect.poll(() => founder.getByTestId('person-auth-status').textContent(), PATIENT).toBe('Verified');
    expect(await founder.getByRole('heading', { name: 'Personal real-name verification' }).count()).toBe(1);
  });
});
