// Tencent Cloud SMS: action SendSms (version 2021-01-11) as a JSON POST signed with TC3-HMAC-SHA256
// (integrations/tencent-cloud/tc3-sign.ts, shared with identity verification). Templates are positional, so the parameters go in each type's order
// (sms-kinds.ts); the reply carries one SendStatusSet entry per number (read-tencent-reply.ts).
import type { SmsMessage, SmsProvider } from '../message-providers';
import { postToProvider } from './post-to-provider';
import { readTencentReply } from './read-tencent-reply';
import { signTc3Request } from '../../../integrations/tencent-cloud/tc3-sign';
import { orderedParams } from './sms-kinds';

export interface TencentSmsSettings {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  region: string;
  endpoint: string;
  signName: string;
  templates: Readonly<Record<string, string>>;
  timeoutMs: number;
}

const CONTENT_TYPE = 'application/json; charset=utf-8';

export function createTencentSmsProvider(settings: TencentSmsSettings): SmsProvider {
  const endpoint = new URL(settings.endpoint);
  return {
    name: 'tencent',
    async send(message: SmsMessage) {
      const body = JSON.stringify({
        PhoneNumberSet: [`+86${message.to}`],
        SmsSdkAppId: settings.sdkAppId,
        SignName: settings.signName,
        TemplateId: settings.templates[message.kind]!,
        TemplateParamSet: orderedParams(message.kind, message.params),
      });
      const timestamp = Math.floor(Date.now() / 1000);
      // The service is the product's, sms, whatever host a test points the endpoint at.
      const headers = signTc3Request(settings, {
        service: 'sms',
        host: endpoint.host,
        action: 'SendSms',
        version: '2021-01-11',
        region: settings.region,
        timestamp,
        payload: body,
        contentType: CONTENT_TYPE,
      });
      const reply = await postToProvider(`${endpoint.origin}/`, {
        // fetch sets Host from the URL itself.
        headers: Object.fromEntries(
          Object.entries(headers)
            .filter(([name]) => name !== 'Host')
            .map(([name, value]) => [name.toLowerCase(), value]),
        ),
        body,
        timeoutMs: settings.timeoutMs,
      });
      return readTencentReply(reply);
    },
  };
}
