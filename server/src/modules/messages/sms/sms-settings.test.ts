// The SMS settings: sandbox by default, the chosen provider's keys required at start, and
// SMS_TEMPLATES checked against the message types when the providers are made.
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../../config';
import { checkSmsTemplates } from './check-sms-templates';
import { SMS_KINDS } from './sms-kinds';

const ALL_TEMPLATES = SMS_KINDS.map((kind, index) => `${kind}:SMS_${index}`).join(',');

describe('SMS settings', () => {
  it('send to the sandbox under one sign name by default, with three tries and a 10 s limit', () => {
    expect(parseConfig({})).toMatchObject({
      SMS_PROVIDER: 'sandbox',
      SMS_SIGN_NAME: '电子合同签署系统',
      SMS_TEMPLATES: {},
      SMS_MAX_ATTEMPTS: 3,
      SMS_TIMEOUT_MS: 10_000,
    });
  });

  it('need the keys of the chosen provider', () => {
    expect(() => parseConfig({ SMS_PROVIDER: 'aliyun' })).toThrow(
      new ConfigError(
        'invalid configuration SMS_ALIYUN_ACCESS_KEY_ID: SMS_PROVIDER=aliyun needs SMS_ALIYUN_ACCESS_KEY_ID, SMS_ALIYUN_ACCESS_KEY_SECRET',
      ),
    );
    expect(() =>
      parseConfig({ SMS_PROVIDER: 'tencent', SMS_TENCENT_SECRET_ID: 'id', SMS_TENCENT_SECRET_KEY: 'key' }),
    ).toThrow(/SMS_TENCENT_SDK_APP_ID/);
    expect(() => parseConfig({ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example.com/send' })).toThrow(
      /needs SMS_WEBHOOK_SECRET/,
    );
    expect(() => parseConfig({ SMS_WEBHOOK_URL: 'ftp://sms.example.com' })).toThrow(/SMS_WEBHOOK_URL/);
  });

  it('read SMS_TEMPLATES as TYPE:templateId pairs', () => {
    expect(parseConfig({ SMS_TEMPLATES: ' AUTH_CODE:SMS_1 , SIGN_CODE:2001' }).SMS_TEMPLATES).toEqual({
      AUTH_CODE: 'SMS_1',
      SIGN_CODE: '2001',
    });
    expect(() => parseConfig({ SMS_TEMPLATES: 'AUTH_CODE' })).toThrow(/SMS_TEMPLATES: expected TYPE:templateId/);
  });

  it('refuse a type the platform does not send, and a cloud gateway without a template for every type', () => {
    expect(() => checkSmsTemplates(parseConfig({ SMS_TEMPLATES: 'LOGIN_CODE:SMS_1' }))).toThrow(
      /no message type LOGIN_CODE/,
    );
    const aliyun = { SMS_PROVIDER: 'aliyun', SMS_ALIYUN_ACCESS_KEY_ID: 'id', SMS_ALIYUN_ACCESS_KEY_SECRET: 'secret' };
    expect(() => checkSmsTemplates(parseConfig({ ...aliyun, SMS_TEMPLATES: 'AUTH_CODE:SMS_1' }))).toThrow(
      /needs a template for SIGN_CODE, ENTERPRISE_INVITATION, CONTRACT_TO_SIGN/,
    );
    expect(() => checkSmsTemplates(parseConfig({ ...aliyun, SMS_TEMPLATES: ALL_TEMPLATES }))).not.toThrow();
    const webhook = {
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: 'https://sms.example.com',
      SMS_WEBHOOK_SECRET: 'x'.repeat(16),
    };
    expect(() => checkSmsTemplates(parseConfig(webhook))).not.toThrow();
  });
});
