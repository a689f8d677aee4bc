// Signing from the extension's toolbar popup, in real Chromium with the built extension and the
// built server: the signer logs in in the popup, signs a qualifying to-do (fields placed, none to
// fill in, the default signature) with an SMS code from the sandbox outbox and another with the
// sign password — the thumbnails and fields shown first — and the server's state and the signed
// PDF (poppler's pdfsig) confirm it; a to-do with a field to fill in opens the portal's signing
// page for that plan; and a popup closed while its signing request is under way leaves the
// contract signed whole or untouched, never half, and says which on reopening.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractPdf } from '../support/contract-pdf.mjs';
import { accessToken, ecapi, uploadDocument } from '../support/ecapi';
import { launchChromiumWithExtension } from '../support/launch-chromium';
import { outboxCodes } from '../support/outbox-codes';
import { ROOT, startBuiltServer, type BuiltServer } from '../support/start-built-server';

const EXTENSION_DIR = join(ROOT, 'extension/.output/chrome-mv3');
const ZHANGSAN = { username: 'zhangsan', password: 'Zhang@2026', mobile: '13800000003', name: '张三' };
const ADMIN = { username: 'admin', password: 'Admin@2026' };
const SIGN_PASSWORD = '246810';

interface ExtensionApi {
  storage: { local: { set(items: Record<string, unknown>): Promise<void> } };
}
type WithExtensionApi = typeof globalThis & { chrome: ExtensionApi };

type TDetail = {
  signatories: { isMe: boolean; signingState: number | string }[];
  documents: { documentId: string; revision: number }[];
  events: { kind: string }[];
};

describe('signing from the toolbar popup', () => {
  let server: BuiltServer;
  let context: BrowserContext;
  let userDataDir: string;
  let extensionId: string;
  let adminToken: string;
  let signerToken: string;
  let codes: ReturnType<typeof outboxCodes>;

  beforeAll(async () => {
    if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) {
      throw new Error(`${EXTENSION_DIR} is missing: build the extension first (cd extension && npx wxt build)`);
    }
    server = await startBuiltServer({ ECSIGN_SANDBOX_OUTBOX_API: '1' });
    codes = outboxCodes(server.url);
    adminToken = await accessToken(server.url, ADMIN);
    signerToken = await accessToken(server.url, ZHANGSAN);
    await ecapi(server.url, 'POST', 'contract/signPassword', {
      token: signerToken,
      body: { loginPassword: ZHANGSAN.password, signPassword: SIGN_PASSWORD },
    });
    userDataDir = mkdtempSync(join(tmpdir(), 'ecsign-ext-sign-'));
    context = await launchChromiumWithExtension(EXTENSION_DIR, userDataDir);
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    extensionId = new URL(worker.url()).host;
  });

  afterAll(async () => {
    await context?.close();
    await server?.stop();
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
  });

  async function send(taskName: string, kinds: string[]): Promise<string> {
    const fileId = await uploadDocument(server.url, adminToken, `${taskName}.pdf`, contractPdf());
    const sent = await ecapi<{ planIds: string[] }>(server.url, 'POST', 'contract/plan/send', {
      token: adminToken,
      body: {
        requestId: `popup-sign-${taskName}-${Date.now()}`.replace(/[^A-Za-z0-9_-]/g, 'x'),
        plan: {
          taskName,
          businessType: 'PURCHASE',
          planSendDocumentVOList: [{ documentName: `${taskName}.pdf`, fileId }],
        },
        signatories: [
          {
            subjectType: 'PERSONAL',
            name: ZHANGSAN.name,
            mobile: ZHANGSAN.mobile,
            positions: kinds.map((kind, index) => ({
              page: 1,
              x: 100,
              y: 120 + index * 70,
              width: 140,
              height: 50,
              kind,
            })),
          },
        ],
      },
    });
    return sent.planIds[0]!;
  }

  const detail = (planId: string) =>
    ecapi<TDetail>(server.url, 'GET', `contract/plan/${planId}`, { token: signerToken });
  const mySigningState = async (planId: string) => (await detail(planId)).signatories.find((s) => s.isMe)!.signingState;

  async function openPopup(): Promise<Page> {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    return page;
  }

  /** The signed PDF as poppler reads it: one signature per signed field. */
  async function pdfsigSignatures(planId: string): Promise<number | null> {
    if (spawnSync('pdfsig', ['-v']).status === null) return null;
    const { documents } = await detail(planId);
    const reply = await fetch(`${server.url}/ecapi/contract/plan/${planId}/document/${documents[0]!.documentId}/pdf`, {
      headers: { authorization: `Bearer ${signerToken}` },
    });
    const dir = mkdtempSync(join(tmpdir(), 'ecsign-popup-pdf-'));
    try {
      const file = join(dir, 'signed.pdf');
      writeFileSync(file, Buffer.from(await reply.arrayBuffer()));
      const { stdout } = spawnSync('pdfsig', ['-nocert', file], { encoding: 'utf8' });
      expect(stdout).not.toMatch(/Signature is Invalid|Digest Mismatch/);
      return (stdout.match(/^Signature #\d+:/gm) ?? []).length;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  const row = (popup: Page, taskName: string) => popup.getByTestId('todo-item').filter({ hasText: taskName });

  it('logs in in the popup and signs qualifying to-dos there, with an SMS code and with the sign password', async () => {
    const bySms = await send('弹窗短信签署', ['SIGNATURE', 'DATE']);
    const byPassword = await send('弹窗密码签署', ['SIGNATURE']);
    const withText = await send('弹窗需填写', ['SIGNATURE', 'TEXT']);

    const popup = await openPopup();
    await popup.evaluate(
      (url) => (globalThis as WithExtensionApi).chrome.storage.local.set({ serverAddress: url }),
      server.url,
    );
    await popup.reload();
    await popup.getByRole('textbox', { name: '账号' }).fill(ZHANGSAN.username);
    await popup.getByLabel('密码', { exact: true }).fill(ZHANGSAN.password);
    await popup.getByRole('textbox', { name: '验证码' }).fill('AB12');
    await popup.getByRole('button', { name: '登录' }).click();
    await popup.getByText('欢迎，张三').waitFor();

    // A to-do with a field to fill in goes to the portal; the others are signed here.
    await row(popup, '弹窗需填写').getByTestId('todo-sign-portal').waitFor();
    await row(popup, '弹窗短信签署').getByTestId('todo-sign-here').click();
    await popup.getByText('签署：弹窗短信签署').waitFor();
    await popup.getByTestId('sign-thumbnail').first().waitFor();
    expect(await popup.getByTestId('sign-field').count()).toBe(2);
    await popup
      .getByTestId('sign-seal')
      .getByText(/^将使用：/)
      .waitFor();
    await popup.getByTestId('send-code').click();
    await popup.getByTestId('sign-code').fill(await codes.next(ZHANGSAN.mobile));
    await popup.getByTestId('sign-confirm').click();
    await popup.getByText('已签署 ✓ 弹窗短信签署').waitFor();
    expect(await mySigningState(bySms)).toBe(1);
    const signatures = await pdfsigSignatures(bySms);
    if (signatures !== null) expect(signatures).toBeGreaterThanOrEqual(2);
    await popup.getByRole('button', { name: '返回' }).click();
    await row(popup, '弹窗短信签署').waitFor({ state: 'detached' });

    await row(popup, '弹窗密码签署').getByTestId('todo-sign-here').click();
    await popup.getByTestId('sign-thumbnail').first().waitFor();
    await popup.getByText('签署密码', { exact: true }).click();
    await popup.getByTestId('sign-password').fill(SIGN_PASSWORD);
    await popup.keyboard.press('Enter');
    await popup.getByText('已签署 ✓ 弹窗密码签署').waitFor();
    expect(await mySigningState(byPassword)).toBe(1);
    expect((await detail(byPassword)).documents[0]!.revision).toBeGreaterThanOrEqual(1);
    await popup.getByRole('button', { name: '返回' }).click();

    // The one left opens the portal's signing page of that plan, logged in by a one-time ticket.
    const opened = context.waitForEvent('page');
    await row(popup, '弹窗需填写').getByTestId('todo-sign-portal').click();
    const portal = await opened;
    await portal.waitForURL(
      (url) => url.pathname === '/fileSign/fileSign' && url.searchParams.get('planId') === withText,
    );
    await portal.close();
    expect(await mySigningState(withText)).toBe(0);
    await popup.close();
  });

  it('closing the popup while it signs leaves the contract signed whole or untouched, and says which on reopening', async () => {
    const planId = await send('弹窗中途关闭', ['SIGNATURE', 'DATE']);
    const popup = await openPopup();
    await row(popup, '弹窗中途关闭').getByTestId('todo-sign-here').click();
    await popup.getByTestId('sign-thumbnail').first().waitFor();
    await popup.getByText('签署密码', { exact: true }).click();
    await popup.getByTestId('sign-password').fill(SIGN_PASSWORD);
    const signing = popup.waitForRequest((request) => new URL(request.url()).pathname === '/ecapi/contract/sign');
    await popup.getByTestId('sign-confirm').click();
    await signing;
    await popup.close();

    // Whatever the server made of it: all or nothing, the state, the PDF and the events agree.
    let state = await mySigningState(planId);
    for (let tries = 0; tries < 100 && state !== 1; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = await mySigningState(planId);
    }
    const after = await detail(planId);
    const signedEvents = after.events.filter((event) => event.kind === 'SIGNED').length;
    if (state === 1) {
      expect(after.documents[0]!.revision).toBeGreaterThanOrEqual(1);
      expect(signedEvents).toBe(1);
    } else {
      expect(state).toBe(0);
      expect(after.documents[0]!.revision).toBe(0);
      expect(signedEvents).toBe(0);
    }

    const again = await openPopup();
    const told = again.getByTestId('interrupted-signing');
    await told.waitFor();
    expect(await told.textContent()).toBe(
      state === 1
        ? '签署“弹窗中途关闭”时弹窗被关闭：合同已完整签署。'
        : '签署“弹窗中途关闭”时弹窗被关闭：合同未签署，没有任何改动，可重新签署。',
    );
    await again.close();
  });
});
