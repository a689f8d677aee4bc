// E-mail through an SMTP server (SMTP_URL, SMTP_FROM), with nodemailer. One pooled transport per
// app: connections are reused between messages. A message the server refuses rejects `send`, so
// the delivery pump retries it later and an auth-code request answers with an error.
import nodemailer from 'nodemailer';
import type { EmailProvider, MessageLog } from './message-providers';
import { maskEmail } from '../identity/mask-digits';

export interface SmtpSettings {
  url: string;
  from: string;
}

const TRANSPORT_DEFAULTS = {
  pool: 'true',
  // A mail server that hangs must not hold a delivery lease for minutes.
  connectionTimeout: '10000',
  greetingTimeout: '10000',
  socketTimeout: '60000',
};

export function createSmtpEmailProvider(settings: SmtpSettings, log: MessageLog): EmailProvider {
  // nodemailer reads transport options from the URL's query when given a URL, so they go there
  // (an operator's own ?pool=false or timeouts in SMTP_URL win).
  const url = new URL(settings.url);
  for (const [name, value] of Object.entries(TRANSPORT_DEFAULTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  const transport = nodemailer.createTransport(url.toString(), { from: settings.from });
  const host = url.host;
  return {
    name: 'smtp',
    async send(message) {
      const info = await transport.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
      // The masked address and the server's id only: the text may carry a verification code.
      log.info(
        { email: maskEmail(message.to), scene: message.scene, messageId: info.messageId },
        `e-mail sent through ${host}`,
      );
    },
    async verify() {
      await transport.verify();
    },
    close: () => transport.close(),
  };
}
