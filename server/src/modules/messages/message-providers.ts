// The providers that deliver SMS and e-mail. The default ones are the sandbox providers (an
// outbox a developer reads); an SMS gateway or SMTP provider implements the same interface.
// Chinese SMS gateways send templates with parameters, so a message carries its scene and code
// as data as well as the finished text.

export interface SmsMessage {
  /** An 11-digit mainland mobile number. */
  to: string;
  text: string;
  /** What the message is for, e.g. the code scene REGISTER. */
  scene?: string;
  /** The verification code the text carries, for template-based gateways. */
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
  /** Resolves once the gateway accepted the message; rejects when it could not be sent. */
  send(message: SmsMessage): Promise<void>;
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
