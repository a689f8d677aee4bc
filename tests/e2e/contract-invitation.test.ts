// A contract to a mobile number with no account, end to end in Chromium against the built server
// (spec items O-functions, P-verify-before-sign): the initiator sends it naming the signer by name
// and mobile only; the test reads the invitation SMS from the sandbox outbox and follows its link;
// the page shows nothing of the contract, registers the number it was sent to (fixed), leads
// through real-name verification with a generated sandbox identity to the signing screen, where the
// new person signs with the SMS code. The same link opened again is refused with the catalogue text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import { computeIdCardCheckDigit } from '@ecsign/core/validation';
import { accessToken, ecapi, uploadDocument } from '../support/ecapi';
import { contractPdf } from '../support/contract-pdf.mjs';
import { launchChromium } from '../support/launch-chromium';
import { outboxCodes } from '../support/outbox-codes';
import { startBuiltServer, type BuiltServer } from '../support/start-built-server';
import { drawSignature } from '../support/draw-signature';

const ADMIN = { username: 'admin', password: 'Admin@2026' };
const INVITEE = { mobile: '13900007001', name: '测试受邀' };
const PASSWORD = 'Invite@2026a';
const TASK_NAME = '邀请签署测试合同';
/** Verifying issues the person's certificate (a new key pair): allow for a busy machine. */
const SLOW = { timeout: 30_000 };
const PATIENT = { timeout: 10_000 };

/** A generated sandbox person's ID number (identity README: born 1900-01-01, any valid checksum). */
function generatedIdNumber(order: string): string {
  const body = `11010519000101${order}`;
  return body + computeIdCardCheckDigit(body);
}

describe('contract invitation by SMS in Chromium', () => {
  let server: BuiltServer;
  let browser: Browser;
  let link: string;
  let planId: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer({ ECSIGN_SANDBOX_OUTBOX_API: '1' }), launchChromium()]);
    const token = await accessToken(server.url, ADMIN);
    const fileId = await uploadDocument(server.url, token, 'invite.pdf', contractPdf());
    const sent = await ecapi<{ planIds: string[] }>(server.url, 'POST', 'contract/plan/send', {
      token,
      body: {
        requestId: `invite-${Date.now()}`,
        plan: {
          taskName: TASK_NAME,
          businessType: 'PURCHASE',
          planSendDocumentVOList: [{ documentName: 'invite.pdf', fileId }],
        },
        signatories: [
          {
            subjectType: 'PERSONAL',
            name: INVITEE.name,
            mobile: INVITEE.mobile,
            positions: [{ page: 1, x: 100, y: 100, width: 120, height: 50, kind: 'SIGNATURE' }],
          },
        ],
      },
    });
    planId = sent.planIds[0]!;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The invitation SMS as the sandbox gateway "sent" it (the delivery pump sends after the commit). */
  async function invitationText(): Promise<string> {
    for (let tries = 0; tries < 100; tries++) {
      const { records } = await ecapi<{ records: { channel: string; text: string }[] }>(
        server.url,
        'GET',
        `dev/outbox?to=${INVITEE.mobile}`,
      );
      const sms = records.find((record) => record.channel === 'SMS' && record.text.includes('/i/'));
      if (sms) return sms.text;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('no invitation SMS in the outbox');
  }

  const path = (page: Page) => new URL(page.url()).pathname;

  it('follows the SMS link, registers the invited number, verifies and signs', async () => {
    const text = await invitationText();
    expect(text).toContain(INVITEE.name);
    expect(text).not.toContain(TASK_NAME);
    link = text.match(/https?:\/\/\S+\/i\/[A-Za-z0-9_-]+/)![0];
    expect(link.startsWith(`${server.url}/i/`)).toBe(true);

    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(link);
    const form = page.getByTestId('invite-register');
    await form.waitFor(PATIENT);
    // The number is the link's, fixed; nothing of the contract shows before the link is spent.
    expect(await page.getByTestId('invite-mobile').inputValue()).toBe(INVITEE.mobile);
    expect(await page.getByTestId('invite-mobile').isDisabled()).toBe(true);
    expect(await page.content()).not.toContain(TASK_NAME);

    await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await page.getByLabel('确认密码').fill(PASSWORD);
    for (const id of [1, 2, 3]) await page.getByTestId(`agreement-${id}`).check();
    await page.getByTestId('invite-submit').click();

    // Straight on to real-name verification, then to the contract's signing screen.
    await expect.poll(() => path(page), PATIENT).toBe('/single/auth/person');
    await page.getByLabel('真实姓名').fill(INVITEE.name);
    await page.getByLabel('身份证号码').fill(generatedIdNumber('701'));
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByTestId('person-method-form').waitFor(PATIENT);
    await page.getByRole('radio', { name: '身份证二要素核验' }).check();
    await page.getByRole('button', { name: '提交认证' }).click();
    await expect.poll(() => page.getByTestId('person-auth-status').textContent(), SLOW).toBe('已认证');
    await page.getByRole('button', { name: '继续' }).click();
    await page.waitForURL(`**/fileSign/fileSign?planId=${planId}`, PATIENT);

    // A new person has no saved signature: the pad is offered first, and they draw one.
    await page.getByTestId('sign-panel').waitFor(SLOW);
    await drawSignature(page);
    await page.getByTestId('send-code').click();
    await page.getByLabel('短信验证码').fill(await outboxCodes(server.url).next(INVITEE.mobile));
    await page.getByTestId('sign-submit').click();
    await page.getByTestId('sign-done').waitFor(SLOW);

    const token = await page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('loginUser') ?? '{}') as { access_token: string }).access_token,
    );
    const detail = await ecapi<{ status: number }>(server.url, 'GET', `contract/plan/${planId}`, { token });
    expect(detail.status).toBe(5);
  }, 180_000);

  it('refuses the same link a second time, with the catalogue text, and shows no form', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(link);
    const error = page.getByTestId('invite-error');
    await error.waitFor(PATIENT);
    expect(await error.textContent()).toBe(ERROR_CATALOGUE.URL_TICKET_USED.text.zh);
    expect(await page.getByTestId('invite-register').count()).toBe(0);
  }, 60_000);
});
