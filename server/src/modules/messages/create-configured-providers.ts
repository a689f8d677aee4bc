// The providers the configuration asks for: e-mail through SMTP when SMTP_URL is set, otherwise
// the sandbox outbox; SMS always through the sandbox until a gateway is configured (an SMS
// gateway is a contract with a vendor, which this build does not carry).
import type { AppContext } from '../../context';
import { createSandboxProviders } from './create-sandbox-providers';
import { createSmtpEmailProvider } from './create-smtp-email-provider';
import type { MessageLog, MessageProviders } from './message-providers';

export function createConfiguredProviders(context: AppContext, log: MessageLog): MessageProviders {
  const sandbox = createSandboxProviders(context, log);
  const { SMTP_URL, SMTP_FROM } = context.config;
  if (!SMTP_URL || !SMTP_FROM) return sandbox;
  return { sms: sandbox.sms, email: createSmtpEmailProvider({ url: SMTP_URL, from: SMTP_FROM }, log) };
}
