// E-mail through a real SMTP server (smtp-server from the nodemailer project, started here on a
// free port with a login): verification codes and notices arrive with the configured sender, and
// nothing goes to the sandbox outbox; a refused login fails the code request with 747 text and
// leaves a notice's e-mail queued for a retry.
import type { AddressInfo } from 'node:net';
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { messageDeliveries, outboxMessages, users } from '../../db/schema';
import { buildTestApp, loginAs, type TestApp } from '../../test-support/build-test-app';
import { sendNotice } from '../notices/send-notice';

interface Received {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

const FROM = 'ecsign <noreply@ecsign.test>';

async function startSmtpServer(password: string) {
  const received: Received[] = [];
  const server = new SMTPServer({
    // Plain SMTP with a login, as on an internal relay; STARTTLS off so no certificate is needed.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === password) callback(null, { user: 'mailer' });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            from: mail.from?.text ?? '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('e-mail through SMTP (SMTP_URL, SMTP_FROM)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let wrongLogin: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer('s3cret/pass');
    // The password is URL-encoded in SMTP_URL, as a "/" in it must be.
    t = await buildTestApp({ SMTP_URL: `smtp://mailer:s3cret%2Fpass@127.0.0.1:${smtp.port}`, SMTP_FROM: FROM });
    wrongLogin = await buildTestApp({ SMTP_URL: `smtp://mailer:wrong@127.0.0.1:${smtp.port}`, SMTP_FROM: FROM });
  });
  afterAll(async () => {
    await t?.close();
    await wrongLogin?.close();
    await smtp?.close();
  });

  const sendCode = async (app: TestApp, email: string) =>
    app.app.inject({
      method: 'POST',
      url: '/ecapi/message/sendEmailAuthCode',
      payload: { email },
      headers: { authorization: `Bearer ${await loginAs(app.app, 'zhangsan', 'Zhang@2026')}` },
    });
  const outboxTo = (app: TestApp, recipient: string) =>
    app.context.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));

  it('delivers a verification code from the configured sender, not to the sandbox outbox', async () => {
    const reply = await sendCode(t, 'Code.Reader@Example.com');
    expect(reply.json().status).toBe(200);
    const mail = smtp.received.find((m) => m.to.includes('code.reader@example.com'));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('"ecsign" <noreply@ecsign.test>');
    expect(mail!.text).toMatch(/\b\d{6}\b/);
    expect(await outboxTo(t, 'code.reader@example.com')).toHaveLength(0);
  });

  it('delivers a notice e-mail with its filled subject and marks the delivery SENT', async () => {
    const [lisi] = await t.context.database.db.select().from(users).where(eq(users.username, 'lisi'));
    const result = await sendNotice(t.context, {
      type: 'CONTRACT_TO_SIGN',
      recipients: [{ userId: lisi!.id, email: 'lisi.smtp@example.com' }],
      values: {
        contractName: '采购合同',
        initiatorName: '演示科技有限公司',
        deadline: '2026-12-01',
        deadlineNote: '，请于2026-12-01前完成',
      },
      link: '/contract/fileManage',
      channels: ['EMAIL'],
    });
    await expect.poll(() => smtp.received.find((m) => m.to.includes('lisi.smtp@example.com'))).toBeDefined();
    const mail = smtp.received.find((m) => m.to.includes('lisi.smtp@example.com'))!;
    expect(mail.subject).toBe('合同《采购合同》待您签署');
    expect(mail.text).toContain('李四，您好');
    await expect
      .poll(async () => {
        const rows = await t.context.database.db
          .select({ status: messageDeliveries.status })
          .from(messageDeliveries)
          .where(eq(messageDeliveries.id, result.deliveryIds[0]!));
        return rows[0]?.status;
      })
      .toBe('SENT');
  });

  it('answers a refused login with the send-failed code and sends nothing', async () => {
    const before = smtp.received.length;
    const reply = await sendCode(wrongLogin, 'refused@example.com');
    expect(reply.statusCode).toBe(ERROR_CATALOGUE.MESSAGE_SEND_FAILED.http);
    expect(reply.json()).toMatchObject({ status: ERROR_CATALOGUE.MESSAGE_SEND_FAILED.status });
    expect(smtp.received.length).toBe(before);
  });

  it('refuses SMTP_URL without SMTP_FROM, and a URL that is not smtp(s)', () => {
    expect(() => parseConfig({ SMTP_URL: 'smtp://127.0.0.1:25' })).toThrow(/SMTP_FROM/);
    expect(() => parseConfig({ SMTP_URL: 'http://mail.example.com', SMTP_FROM: FROM })).toThrow(/SMTP_URL/);
    expect(parseConfig({ SMTP_URL: 'smtps://u:p@smtp.example.com:465', SMTP_FROM: FROM }).SMTP_FROM).toBe(FROM);
  });
});
