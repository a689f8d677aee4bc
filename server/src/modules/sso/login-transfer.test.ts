import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';

describe('login transfer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const cliLogin = async (username = 'admin', password = 'Admin@2026') => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/ecapi/token/accessToken',
      headers: { 'x-token': 'cli' },
      payload: { username, password },
    });
    return reply.json().data.access_token as string;
  };
  const askTicket = (token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/ecapi/token/loginTransfer/ticket',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const redeem = (ticket: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/ecapi/token/loginTransfer',
      headers: { 'x-token': 'web' },
      payload: { ticket },
    });
  const whoAmI = (token: string) =>
    t.app.inject({ method: 'GET', url: '/ecapi/getLoggedUserInfo', headers: { authorization: `Bearer ${token}` } });

  it('moves a CLI session to the portal once: same user and account, a token of its own', async () => {
    const cliToken = await cliLogin();
    const issued = await askTicket(cliToken);
    expect(issued.statusCode).toBe(200);
    expect(issued.json().data).toMatchObject({ expiresIn: 60 });
    const { ticket } = issued.json().data;

    const first = await redeem(ticket);
    expect(first.statusCode, first.body).toBe(200);
    const portalToken = first.json().data.access_token;
    expect(portalToken).not.toBe(cliToken);
    const [cli, portal] = [(await whoAmI(cliToken)).json().data, (await whoAmI(portalToken)).json().data];
    expect(portal.userId).toBe(cli.userId);
    expect(portal.activeAccount).toEqual(cli.activeAccount);
    const [session] = await t.context.database.query<{ client: string }>(
      'SELECT client FROM sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
      [portal.userId],
    );
    expect(session!.client).toBe('web');

    const second = await redeem(ticket);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual({ status: 520016, message: '链接已使用过，请重新获取链接', data: null });
  });

  it('refuses a ticket after 60 seconds', async () => {
    const start = new Date();
    t.setNow(start);
    const { ticket } = (await askTicket(await cliLogin('hr', 'Hr@2026ec'))).json().data;
    t.setNow(new Date(start.getTime() + 61_000));
    expect((await redeem(ticket)).json().status).toBe(520015);
    t.setNow(new Date());
  });

  it('refuses a ticket whose issuing session has logged out', async () => {
    const token = await cliLogin('zhangsan', 'Zhang@2026');
    const { ticket } = (await askTicket(token)).json().data;
    await t.app.inject({ method: 'DELETE', url: '/ecapi/token/logout', headers: { authorization: `Bearer ${token}` } });
    expect((await redeem(ticket)).json().status).toBe(520014);
  });

  it('refuses unknown tickets (401), malformed bodies (400), and tickets without a login (401)', async () => {
    expect((await redeem('x'.repeat(43))).json().status).toBe(520014);
    const bad = await redeem(12);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status).toBe(70000002);
    const anonymous = await askTicket();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().status).toBe(70000401);
  });

  it('stores only a hash of the ticket', async () => {
    const { ticket } = (await askTicket(await cliLogin())).json().data;
    const rows = await t.context.database.query<{ ticket_hash: string }>('SELECT ticket_hash FROM url_tickets');
    expect(rows.some((row) => row.ticket_hash === ticket)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.ticket_hash))).toBe(true);
  });
});
