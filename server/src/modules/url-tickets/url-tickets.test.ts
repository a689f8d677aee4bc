// Spec items this file exercises (docs/spec-items.md): E-5200xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../test-support/build-test-app';
import { issueUrlTicket } from './issue-url-ticket';
import { redeemUrlTicket } from './redeem-url-ticket';

describe('one-time URL tickets', () => {
  let t: TestApp;
  let subject: { userId: string; accountId: string };
  beforeAll(async () => {
    t = await buildTestApp();
    const [row] = await t.context.database.query<{ user_id: string; id: string }>(
      `SELECT a.user_id, a.id FROM accounts a JOIN users u ON u.id = a.user_id
       WHERE u.username = 'zhangsan' AND a.account_type = 'PERSONAL'`,
    );
    subject = { userId: row!.user_id, accountId: row!.id };
  });
  afterAll(() => t.close());

  const inAMinute = () => new Date(t.context.now().getTime() + 60_000);
  const codeOf = async (promise: Promise<unknown>) =>
    promise.then(
      () => 'redeemed',
      (error: { code?: string }) => error.code,
    );

  it('gives the subject back once, for its own purpose only', async () => {
    const { ticket } = await issueUrlTicket(t.context, { purpose: 'token-back', subject, expiresAt: inAMinute() });
    expect(await codeOf(redeemUrlTicket(t.context, ticket, 'login-transfer'))).toBe('URL_TICKET_WRONG_PURPOSE');
    expect(await redeemUrlTicket(t.context, ticket, 'token-back')).toEqual(subject);
    expect(await codeOf(redeemUrlTicket(t.context, ticket, 'token-back'))).toBe('URL_TICKET_USED');
  });

  it('refuses an expired ticket and an unknown one', async () => {
    const start = new Date();
    t.setNow(start);
    const { ticket } = await issueUrlTicket(t.context, {
      purpose: 'login-transfer',
      subject,
      expiresAt: new Date(start.getTime() + 1000),
    });
    t.setNow(new Date(start.getTime() + 1000));
    expect(await codeOf(redeemUrlTicket(t.context, ticket, 'login-transfer'))).toBe('URL_TICKET_EXPIRED');
    t.setNow(new Date());
    expect(await codeOf(redeemUrlTicket(t.context, 'not-a-ticket-at-all', 'login-transfer'))).toBe(
      'URL_TICKET_INVALID',
    );
  });

  it('refuses to issue a ticket whose subject does not fit its purpose', async () => {
    await expect(
      issueUrlTicket(t.context, {
        purpose: 'token-back',
        subject: { userId: '' } as never,
        expiresAt: inAMinute(),
      }),
    ).rejects.toThrow();
  });

  it('stores only a hash, never the ticket', async () => {
    const { ticket } = await issueUrlTicket(t.context, { purpose: 'token-back', subject, expiresAt: inAMinute() });
    const rows = await t.context.database.query<{ ticket_hash: string }>('SELECT ticket_hash FROM url_tickets');
    expect(rows.some((row) => row.ticket_hash === ticket)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.ticket_hash))).toBe(true);
  });

  describe('/authTokenBackPage tickets over HTTP', () => {
    const askTicket = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/ecapi/token/authTokenBack/ticket',
        headers: { authorization: `Bearer ${token}` },
      });
    const redeem = (ticket: string, url = '/ecapi/token/authTokenBack') =>
      t.app.inject({ method: 'POST', url, headers: { 'x-token': 'web' }, payload: { ticket } });
    const whoAmI = (token: string) =>
      t.app.inject({ method: 'GET', url: '/ecapi/getLoggedUserInfo', headers: { authorization: `Bearer ${token}` } });

    it('trades a ticket (POST body) for a new session of the same user, once', async () => {
      const token = await loginAs(t.app, 'lisi', 'Lisi@2026');
      const { ticket } = (await askTicket(token)).json().data;
      const first = await redeem(ticket);
      expect(first.statusCode, first.body).toBe(200);
      const portalToken = first.json().data.access_token as string;
      expect(portalToken).not.toBe(token);
      expect((await whoAmI(portalToken)).json().data.username).toBe('lisi');
      const again = await redeem(ticket);
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual({ status: 520016, message: '链接已使用过，请重新获取链接', data: null });
    });

    it('refuses an access token in place of a ticket, and a login-transfer ticket on this page', async () => {
      const token = await loginAs(t.app, 'lisi', 'Lisi@2026');
      expect((await redeem(token)).json().status).toBe(520014);
      const transfer = await t.app.inject({
        method: 'POST',
        url: '/ecapi/token/loginTransfer/ticket',
        headers: { authorization: `Bearer ${token}` },
      });
      const wrong = await redeem(transfer.json().data.ticket);
      expect(wrong.json()).toEqual({ status: 520017, message: '该链接不能用于此页面', data: null });
    });

    it('refuses a ticket after 60 seconds', async () => {
      const start = new Date();
      t.setNow(start);
      const { ticket } = (await askTicket(await loginAs(t.app, 'lisi', 'Lisi@2026'))).json().data;
      t.setNow(new Date(start.getTime() + 60_000));
      expect((await redeem(ticket)).json().status).toBe(520015);
      t.setNow(new Date());
    });
  });
});
