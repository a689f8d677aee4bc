// The default SMS and e-mail providers: nothing leaves the machine; every message goes to the
// sandbox outbox (see writeSandboxOutbox). An SMS is written as the gateway would deliver it: the
// configured sign name in brackets, then the text.
import type { AppContext } from '../../context';
import type { MessageLog, MessageProviders } from './message-providers';
import { writeSandboxOutbox } from './write-sandbox-outbox';

export function createSandboxProviders(context: AppContext, log: MessageLog): MessageProviders {
  const signName = context.config.SMS_SIGN_NAME;
  return {
    sms: {
      name: 'sandbox',
      send: async (message) => ({
        providerMessageId: await writeSandboxOutbox(context, log, {
          channel: 'SMS',
          ...message,
          text: `【${signName}】${message.text}`,
        }),
      }),
    },
    email: {
      name: 'sandbox-email',
      send: async (message) => {
        await writeSandboxOutbox(context, log, { channel: 'EMAIL', ...message });
      },
    },
  };
}
