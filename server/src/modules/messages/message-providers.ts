// The providers that deliver SMS and e-mail. The default ones are the sandbox providers (an
// outbox a developer reads); an SMS gateway or SMTP provider implements the same interface.
// Chinese SMS gateways send an approved template with parameters, so an SMS carries its type and
// parameters as well as the finished text (which the sandbox writes). Everything sends SMS through
// sendSms (sms/send-sms.ts), which tries again and records the outcome.
import type { TSmsKind } from './sms/sms-kinds';

export interface SmsMessage {
  /** The platform's id of the message (its sms_sends row), the same on every try. */
  id?: string;
  /** An 11-digit mainland mobile number. */
  to: string;
  /** The message type, which picks the provider's template (SMS_TEMPLATES). */
  kind: TSmsKind;
  /** The template's parameters by name (sms-kinds.ts lists each type's). */
  params: Record<string, string>;
  /** The full text without the sign name, which the sandbox writes to the outbox. */
  text: string;
  /** What the message is for, e.g. the code scene REGISTER. */
  scene?: string;
  /** The verification code the text carries, for the sandbox outbox. */
  code?: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  scene?: string;
  code?: string;
}

export interface SmsProvider {
  readonly name: string;
  /**
   * One request to the gateway. Resolves once it accepted the message, with its id for the message
   * when it gives one; rejects with an SmsSendError saying whether trying again may help.
   */
  send(message: SmsMessage): Promise<SmsReceipt>;
}

export interface SmsReceipt {
  providerMessageId: string | null;
}

export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
  /** Checks the connection and login once at start (SMTP); failures are logged, not fatal. */
  verify?(): Promise<void>;
  /** Releases pooled connections when the app closes. */
  close?(): void;
}

export interface MessageProviders {
  sms: SmsProvider;
  email: EmailProvider;
}

/** Where the providers log: Fastify's logger, or anything with the same two methods. */
export interface MessageLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}
