// SMS_TEMPLATES against the message types, when the providers are made at start: a type the
// platform does not send is a typing error, and the cloud gateways (which send only templates)
// need one for every type, so a gap shows at start rather than at the first SMS of that type.
import { ConfigError, type ServerConfig } from '../../../config';
import { SMS_KINDS } from './sms-kinds';

export function checkSmsTemplates(config: ServerConfig): void {
  const unknown = Object.keys(config.SMS_TEMPLATES).filter((kind) => !(SMS_KINDS as readonly string[]).includes(kind));
  if (unknown.length > 0) {
    throw new ConfigError(
      `invalid configuration SMS_TEMPLATES: no message type ${unknown.join(', ')} (types: ${SMS_KINDS.join(', ')})`,
    );
  }
  // The sandbox writes the text and a webhook receives it too; the cloud gateways need templates.
  if (config.SMS_PROVIDER !== 'aliyun' && config.SMS_PROVIDER !== 'tencent') return;
  const missing = SMS_KINDS.filter((kind) => !config.SMS_TEMPLATES[kind]);
  if (missing.length > 0) {
    throw new ConfigError(
      `invalid configuration SMS_TEMPLATES: SMS_PROVIDER=${config.SMS_PROVIDER} needs a template for ${missing.join(', ')}`,
    );
  }
}
