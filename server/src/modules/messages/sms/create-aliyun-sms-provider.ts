// Alibaba Cloud SMS: action SendSms of dysmsapi (version 2017-05-25), RPC style, its parameters in
// the query string, signed with ACS3-HMAC-SHA256 (sign-acs3-request.ts). The reply's Code is "OK"
// with a BizId for the message, or an error code (read-aliyun-reply.ts).
import { randomBytes } from 'node:crypto';
import type { SmsMessage, SmsProvider } from '../message-providers';
import { postToProvider } from './post-to-provider';
import { readAliyunReply } from './read-aliyun-reply';
import { signAcs3 } from './sign-acs3-request';
import { namedParams } from './sms-kinds';

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  endpoint: string;
  signName: string;
  templates: Readonly<Record<string, string>>;
  timeoutMs: number;
}

export function createAliyunSmsProvider(settings: AliyunSmsSettings): SmsProvider {
  const endpoint = new URL(settings.endpoint);
  return {
    name: 'aliyun',
    async send(message: SmsMessage) {
      const query = {
        PhoneNumbers: message.to,
        SignName: settings.signName,
        TemplateCode: settings.templates[message.kind]!,
        TemplateParam: JSON.stringify(namedParams(message.kind, message.params)),
      };
      const signed = signAcs3(
        {
          method: 'POST',
          host: endpoint.host,
          path: '/',
          query,
          body: '',
          action: 'SendSms',
          version: '2017-05-25',
          date: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
          nonce: randomBytes(16).toString('hex'),
        },
        settings,
      );
      const reply = await postToProvider(`${endpoint.origin}/?${signed.canonicalQuery}`, {
        headers: signed.headers,
        body: '',
        timeoutMs: settings.timeoutMs,
      });
      return readAliyunReply(reply);
    },
  };
}
