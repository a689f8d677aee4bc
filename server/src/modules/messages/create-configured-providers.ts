// The providers the configuration asks for: e-mail through SMTP when SMTP_URL is set, otherwise
// the sandbox outbox; SMS through the gateway SMS_PROVIDER names (the sandbox outbox by default).
import type { AppContext } from '../../context';
import { createSandboxProviders } from './create-sandbox-providers';
import { createSmtpEmailProvider } from './create-smtp-email-provider';
import type { MessageLog, MessageProviders, SmsProvider } from './message-providers';
import { checkSmsTemplates } from './sms/check-sms-templates';
import { createAliyunSmsProvider } from './sms/create-aliyun-sms-provider';
import { createTencentSmsProvider } from './sms/create-tencent-sms-provider';
import { createWebhookSmsProvider } from './sms/create-webhook-sms-provider';

export function createConfiguredProviders(context: AppContext, log: MessageLog): MessageProviders {
  const sandbox = createSandboxProviders(context, log);
  const { SMTP_URL, SMTP_FROM } = context.config;
  return {
    sms: configuredSmsProvider(context, sandbox.sms),
    email: SMTP_URL && SMTP_FROM ? createSmtpEmailProvider({ url: SMTP_URL, from: SMTP_FROM }, log) : sandbox.email,
  };
}

/** parseConfig has checked that the chosen provider's settings are all there. */
function configuredSmsProvider(context: AppContext, sandbox: SmsProvider): SmsProvider {
  const config = context.config;
  checkSmsTemplates(config);
  const common = { signName: config.SMS_SIGN_NAME, templates: config.SMS_TEMPLATES, timeoutMs: config.SMS_TIMEOUT_MS };
  switch (config.SMS_PROVIDER) {
    case 'sandbox':
      return sandbox;
    case 'aliyun':
      return createAliyunSmsProvider({
        ...common,
        accessKeyId: config.SMS_ALIYUN_ACCESS_KEY_ID!,
        accessKeySecret: config.SMS_ALIYUN_ACCESS_KEY_SECRET!,
        endpoint: config.SMS_ALIYUN_ENDPOINT,
      });
    case 'tencent':
      return createTencentSmsProvider({
        ...common,
        secretId: config.SMS_TENCENT_SECRET_ID!,
        secretKey: config.SMS_TENCENT_SECRET_KEY!,
        sdkAppId: config.SMS_TENCENT_SDK_APP_ID!,
        region: config.SMS_TENCENT_REGION,
        endpoint: config.SMS_TENCENT_ENDPOINT,
      });
    case 'webhook':
      return createWebhookSmsProvider({ ...common, url: config.SMS_WEBHOOK_URL!, secret: config.SMS_WEBHOOK_SECRET! });
  }
}
