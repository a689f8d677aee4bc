// Contracts to people with no account yet (spec items O-functions, P-verify-before-sign): a signer
// or CC recipient named by name and mobile only is invited by SMS with a one-time link; the link
// shows nothing of the contract, registers the number it was sent to (and no other), binds the
// invited party to the new person, and cannot be used twice; a revoked, expired or forged link is
// refused with a catalogue code, with no account left behind.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import {
  actor,
  api,
  contractKit,
  person,
  sendBody,
  sign,
  uploadSample,
  type Actor,
  type Api,
  type ContractKit,
} from '../../test-support/contract-test-kit';
import { expireOverduePlans } from '../contracts/expire-overdue-plans';
import { dateToLocal } from '../contracts/local-time';
import { issueVerificationCode } from '../messages/issue-verification-code';

const PASSWORD = 'Invite@2026';

describe('contract invitations by SMS', () => {
  let kit: ContractKit;
  let call: Api;
  let fileId: string;
  beforeAll(async () => {
    kit = await contractKit();
    call = api(kit);
    fileId = await uploadSample(kit, kit.admin);
  }, 60_000);
  afterAll(() => kit?.t.close());

  const invitee = (name: string, mobile: string) => ({
    subjectType: 'PERSONAL' as const,
    name,
    mobile,
    positions: [{ page: 1, x: 72, y: 100, width: 120, height: 60, kind: 'SIGNATURE' as const }],
  });
  const send = async (body: Record<string, unknown>) => {
    const response = await call.post('plan/send', body, kit.admin);
    expect(response.json().status, response.body).toBe(200);
    return response.json().data.planIds[0] as string;
  };
  const invitationsTo = (mobile: string) =>
    kit.t.context.database.query<{ body: string; notice_type: string }>(
      `SELECT body, notice_type FROM message_deliveries WHERE channel = 'SMS' AND recipient = $1 ORDER BY created_at`,
      [mobile],
    );
  /** The ticket of the latest invitation SMS to `mobile`, read as the person would read it. */
  const ticketFrom = async (mobile: string) => {
    const sms = (await invitationsTo(mobile)).filter((m) => m.notice_type === 'CONTRACT_INVITATION').at(-1);
    const match = sms?.body.match(/\/i\/([A-Za-z0-9_-]+)/);
    if (!match) throw new Error(`no invitation to ${mobile}`);
    return match[1]!;
  };
  const invite = (path: string, payload: object, token?: string) =>
    kit.t.app.inject({
      method: 'POST',
      url: `/ecapi/invite/${path}`,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const usersWith = async (mobile: string) =>
    (await kit.t.context.database.query('SELECT id FROM users WHERE mobile = $1', [mobile])).length;
  const register = (ticket: string, mobile: string) =>
    invite('register', { ticket, mobile, password: PASSWORD, agreements: [1, 2, 3] });

  it('sends a contract to an unknown mobile: the party is invited and gets an SMS link that reveals nothing', async () => {
    const mobile = '13911110001';
    const planId = await send(sendBody(fileId, { signatories: [invitee('孙新人', mobile)] }));
    const [party] = await kit.t.context.database.query<{ user_id: string | null; party_key: string }>(
      `SELECT user_id, party_key FROM contract_parties WHERE plan_id = $1 AND role = 'SIGNATORY'`,
      [planId],
    );
    expect(party).toEqual({ user_id: null, party_key: `I:${mobile}` });
    const sms = await invitationsTo(mobile);
    // The invitation only: no to-sign notice with a link the person could not open.
    expect(sms.map((m) => m.notice_type)).toEqual(['CONTRACT_INVITATION']);
    expect(sms[0]!.body).toContain('孙新人');
    expect(sms[0]!.body).toContain('演示科技有限公司');
    expect(sms[0]!.body).toMatch(/http:\/\/127\.0\.0\.1:\d+\/i\/[A-Za-z0-9_-]{20,}/);
    expect(sms[0]!.body).not.toContain('采购合同');

    const ticket = await ticketFrom(mobile);
    const opened = await invite('open', { ticket });
    expect(opened.json()).toEqual({ status: 200, message: 'success', data: { mobile, registered: false } });
    // Opening spends nothing: the page may be reloaded.
    expect((await invite('open', { ticket })).json().status).toBe(200);
  });

  it('registers only the number the link was sent to; then the link is spent and the to-do is the new account’s', async () => {
    const mobile = '13911110002';
    const planId = await send(sendBody(fileId, { signatories: [invitee('周新人', mobile)] }));
    const ticket = await ticketFrom(mobile);

    const other = await register(ticket, '13911119999');
    expect(other.json()).toMatchObject({ status: 61400051, message: ERROR_CATALOGUE.INVITE_MOBILE_MISMATCH.text.zh });
    const english = await kit.t.app.inject({
      method: 'POST',
      url: '/ecapi/invite/register',
      payload: { ticket, mobile: '13911119999', password: PASSWORD, agreements: [1, 2, 3] },
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().message).toBe(ERROR_CATALOGUE.INVITE_MOBILE_MISMATCH.text.en);
    expect(await usersWith('13911119999')).toBe(0);
    expect(await usersWith(mobile)).toBe(0);

    const accepted = await register(ticket, mobile);
    expect(accepted.json().status, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ planId, role: 'SIGNATORY' });
    const token = accepted.json().data.tokens.access_token as string;
    const [user] = await kit.t.context.database.query<{ id: string }>('SELECT id FROM users WHERE mobile = $1', [
      mobile,
    ]);
    const [party] = await kit.t.context.database.query<{ user_id: string; party_key: string }>(
      `SELECT user_id, party_key FROM contract_parties WHERE plan_id = $1 AND role = 'SIGNATORY'`,
      [planId],
    );
    expect(party).toEqual({ user_id: user!.id, party_key: `U:${user!.id}` });
    const counters = await kit.t.app.inject({
      method: 'GET',
      url: '/ecapi/contract/home/counters',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(counters.json().data.toDo).toBe(1);

    // The same link again: used, and no second account.
    const reused = await register(ticket, mobile);
    expect(reused.json()).toMatchObject({ status: 520016 });
    expect((await invite('open', { ticket })).json().status).toBe(520016);
    expect(await usersWith(mobile)).toBe(1);
  });

  it('lets the invited person sign once verified', async () => {
    const mobile = '13911110003';
    const planId = await send(sendBody(fileId, { signatories: [invitee('吴新人', mobile)] }));
    const accepted = (await register(await ticketFrom(mobile), mobile)).json().data;
    const [row] = await kit.t.context.database.query<{ user_id: string; id: string }>(
      `SELECT a.user_id, a.id FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.mobile = $1`,
      [mobile],
    );
    const who: Actor = {
      userId: row!.user_id,
      accountId: row!.id,
      token: accepted.tokens.access_token,
      mobile,
      name: '吴新人',
      enterpriseId: null,
    };
    const before = await sign(kit, who, planId);
    expect(before.json().status).toBe(ERROR_CATALOGUE.REAL_NAME_REQUIRED_TO_SIGN.status);
    // Real-name verification as a provider's match leaves it (the verification module's own tests drive it).
    await kit.t.context.database.query(`UPDATE users SET name = '吴新人' WHERE id = $1`, [who.userId]);
    await kit.t.context.database.query(`UPDATE accounts SET auth_status = 'AUTH' WHERE id = $1`, [who.accountId]);
    const signed = await sign(kit, (await actor(kit.t, mobile, 'PERSONAL')) as Actor, planId);
    expect(signed.json(), signed.body).toMatchObject({ status: 200, data: { completed: true } });
  });

  it('refuses a forged link, and links of revoked and expired plans, creating nothing', async () => {
    expect((await invite('open', { ticket: 'forged-ticket-0123456789' })).json().status).toBe(520014);
    expect((await register('forged-ticket-0123456789', '13911110004')).json().status).toBe(520014);

    const revokedMobile = '13911110004';
    const revoked = await send(sendBody(fileId, { signatories: [invitee('郑新人', revokedMobile)] }));
    const revokedTicket = await ticketFrom(revokedMobile);
    expect((await call.post('revoke', { planId: revoked, reason: '信息有误' }, kit.admin)).json().status).toBe(200);
    expect((await invite('open', { ticket: revokedTicket })).json().status).toBe(61400050);
    const closed = await register(revokedTicket, revokedMobile);
    expect(closed.json()).toMatchObject({ status: 61400050, message: ERROR_CATALOGUE.INVITE_PLAN_CLOSED.text.zh });
    expect(await usersWith(revokedMobile)).toBe(0);
    // The invited signer hears of the revocation on their mobile.
    expect((await invitationsTo(revokedMobile)).map((m) => m.notice_type)).toContain('CONTRACT_REVOKED');

    const expiringMobile = '13911110005';
    const endTime = dateToLocal(new Date(Date.now() + 2 * 3600_000))!.slice(0, 16);
    const body = sendBody(fileId, { signatories: [invitee('王新人', expiringMobile)] });
    const expiring = await send({ ...body, plan: { ...body.plan, endTime } });
    const expiringTicket = await ticketFrom(expiringMobile);
    const later = new Date(Date.now() + 3 * 3600_000);
    kit.t.setNow(later);
    try {
      expect((await expireOverduePlans(kit.t.context, later)).expired).toContain(expiring);
      // The link ends with the plan's deadline.
      expect((await register(expiringTicket, expiringMobile)).json().status).toBe(520015);
    } finally {
      kit.t.setNow(undefined);
    }
    expect(await usersWith(expiringMobile)).toBe(0);
    expect((await invitationsTo(expiringMobile)).map((m) => m.notice_type)).toContain('CONTRACT_EXPIRED');
    const initiatorNotices = await kit.t.context.database.query<{ notice_type: string }>(
      `SELECT notice_type FROM notices WHERE user_id = $1 AND link LIKE $2`,
      [kit.admin.userId, `%${expiring}%`],
    );
    expect(initiatorNotices.map((n) => n.notice_type)).toContain('CONTRACT_EXPIRED');
  });

  it('an existing account of that number takes the link when logged in; another account cannot', async () => {
    const mobile = '13911110006';
    const planId = await send(sendBody(fileId, { signatories: [invitee('冯新人', mobile)], ccList: [] }));
    const ticket = await ticketFrom(mobile);
    // The person registers the ordinary way (the SMS code proves the number): the party is theirs at once.
    const { code } = await issueVerificationCode(kit.t.context, { target: mobile, scene: 'REGISTER' });
    const registered = await kit.t.app.inject({
      method: 'POST',
      url: '/ecapi/cb/assemble/usercenter/userRegister/register',
      payload: { mobile, code, password: PASSWORD, agreements: [1, 2, 3] },
    });
    expect(registered.json().status, registered.body).toBe(200);
    const token = registered.json().data.access_token as string;
    expect((await invite('open', { ticket })).json().data).toEqual({ mobile, registered: true });
    // Registering through the link now: the number has an account.
    expect((await register(ticket, mobile)).json().status).toBe(ERROR_CATALOGUE.ACCOUNT_ALREADY_REGISTERED.status);

    const stranger = await invite('accept', { ticket }, kit.zhangsan.token);
    expect(stranger.json().status).toBe(61400051);
    const mine = await invite('accept', { ticket }, token);
    expect(mine.json()).toMatchObject({ status: 200, data: { planId, role: 'SIGNATORY' } });
    expect((await invite('accept', { ticket }, token)).json().status).toBe(520016);
  });

  it('invites a CC recipient when the contract completes, to view it', async () => {
    const mobile = '13911110007';
    const planId = await send(
      sendBody(fileId, {
        signatories: [person(kit.zhangsan)],
        ccList: [{ subjectType: 'PERSONAL', name: '陈抄送', mobile }],
      } as never),
    );
    expect(await invitationsTo(mobile)).toEqual([]);
    expect((await sign(kit, kit.zhangsan, planId)).json().status).toBe(200);
    const accepted = await register(await ticketFrom(mobile), mobile);
    expect(accepted.json().data).toMatchObject({ planId, role: 'CC' });
    const detail = await kit.t.app.inject({
      method: 'GET',
      url: `/ecapi/contract/plan/${planId}`,
      headers: { authorization: `Bearer ${accepted.json().data.tokens.access_token}` },
    });
    expect(detail.json().status).toBe(200);
  });

  it('keeps the request id of a retried send from inviting twice', async () => {
    const mobile = '13911110008';
    const body = { ...sendBody(fileId, { signatories: [invitee('褚新人', mobile)] }), requestId: randomUUID() };
    await send(body);
    await send(body);
    expect((await invitationsTo(mobile)).length).toBe(1);
  });
});
